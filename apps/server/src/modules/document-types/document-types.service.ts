import {
  type CreateDocumentTypeInput,
  type DocumentTypeFieldsInput,
  ErrorCode,
  flagValue,
  type UpdateDocumentTypeInput,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { authorize, can } from '../../platform/access/gate';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { isForeignKeyViolation } from '../../platform/db/pg-errors';
import { AppError, invalid, notFound } from '../../platform/http/app-error';
import { findExistingFieldIds } from '../fields/fields.repo';
import { presentDocumentType, typeSubject } from './document-types.presenter';
import * as repo from './document-types.repo';

const ALL = { kind: 'documentTypes' } as const;
/** The gate's question before the type is looked up: may the caller edit types at all? */
const ANY_TYPE = typeSubject({ id: 0, isDefault: false });

const typeNotFound = () => notFound('Document type not found.');
const typeInUse = () =>
  new AppError(409, ErrorCode.documentTypeInUse, 'The document type is in use.', { id: ['document-type-in-use'] });
const defaultTypeProtected = (fields: Record<string, string[]>, message: string) =>
  new AppError(409, ErrorCode.conflict, message, fields);

async function answerType(db: DbOrTx, user: AuthUser, id: number) {
  const type = await repo.findTypeWithFields(db, id);
  if (!type) throw typeNotFound();
  return presentDocumentType(user, type);
}

export async function listTypes(ctx: AppContext, user: AuthUser) {
  authorize(user, 'list', ALL);
  const types = await repo.findTypes(ctx.db);
  const { create, manageFields } = can(user, ALL);
  return { data: types.map((t) => presentDocumentType(user, t)), can: { create, manageFields } };
}

/** A new type is not default, not immutable and active, whatever the payload says. */
export async function createType(ctx: AppContext, user: AuthUser, input: CreateDocumentTypeInput) {
  authorize(user, 'create', ALL);
  const row = await repo.insertType(ctx.db, input.name);
  return answerType(ctx.db, user, row.id);
}

/** The default type keeps its name and stays active (409). */
export async function updateType(ctx: AppContext, user: AuthUser, id: number, input: UpdateDocumentTypeInput) {
  authorize(user, 'update', ANY_TYPE);
  const isActive = flagValue(input.is_active);
  await ctx.db.transaction(async (tx) => {
    const type = await repo.lockTypeById(tx, id);
    if (!type) throw typeNotFound();
    authorize(user, 'update', typeSubject(type));
    if (type.isDefault && input.name !== type.name) {
      throw defaultTypeProtected({ name: ['default-type-name'] }, 'The default document type cannot be renamed.');
    }
    if (type.isDefault && !isActive) {
      throw defaultTypeProtected({ is_active: ['default-type-active'] }, 'The default document type stays active.');
    }
    await repo.updateType(tx, id, { name: input.name, isActive });
  });
  return answerType(ctx.db, user, id);
}

/** Refused for the default type (409 code 14) and for a type some document uses (27). */
export async function deleteType(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  authorize(user, 'update', ANY_TYPE);
  try {
    await ctx.db.transaction(async (tx) => {
      const type = await repo.lockTypeById(tx, id);
      if (!type) throw typeNotFound();
      if (type.isDefault) {
        throw defaultTypeProtected({ id: ['default-type'] }, 'The default document type cannot be deleted.');
      }
      authorize(user, 'delete', typeSubject(type));
      if (await repo.isTypeInUse(tx, id)) throw typeInUse();
      await repo.deleteType(tx, id);
    });
  } catch (error) {
    // A document added between the check and the delete: the foreign key refuses it.
    if (isForeignKeyViolation(error)) throw typeInUse();
    throw error;
  }
}

/** The type's fields in the order sent; a repeated id counts once. */
export async function setTypeFields(ctx: AppContext, user: AuthUser, id: number, input: DocumentTypeFieldsInput) {
  authorize(user, 'update', ANY_TYPE);
  const fieldIds = [...new Set(input.fieldIds)];
  try {
    await ctx.db.transaction(async (tx) => {
      const type = await repo.lockTypeById(tx, id);
      if (!type) throw typeNotFound();
      authorize(user, 'update', typeSubject(type));
      const existing = await findExistingFieldIds(tx, fieldIds);
      if (fieldIds.some((f) => !existing.has(f))) throw invalid({ fieldIds: ['field-not-found'] });
      await repo.replaceTypeFields(tx, id, fieldIds);
    });
  } catch (error) {
    // A field deleted meanwhile.
    if (isForeignKeyViolation(error)) throw invalid({ fieldIds: ['field-not-found'] });
    throw error;
  }
  return answerType(ctx.db, user, id);
}
