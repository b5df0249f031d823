import { ErrorCode, type FieldInput, flagValue, type UpdateKeywordInput } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { authorize } from '../../platform/access/gate';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, invalid, notFound } from '../../platform/http/app-error';
import * as repo from './fields.repo';
import { presentField, presentKeyword } from './fields.repo';

const TYPES = { kind: 'documentTypes' } as const;
const fieldSubject = (f: { id: number; isDefault: boolean }) =>
  ({ kind: 'field', id: f.id, isDefault: f.isDefault }) as const;
const keywordSubject = (fieldIsDefault: boolean) => ({ kind: 'keyword', fieldIsDefault }) as const;
/** The gate's question before the resource is looked up: may the caller touch keywords at all? */
const ANY_KEYWORD = keywordSubject(false);
const ANY_FIELD = { kind: 'field', id: 0, isDefault: false } as const;

const fieldNotFound = () => notFound('Field not found.');
const keywordNotFound = () => notFound('Keyword not found.');
const defaultFieldProtected = (fields: Record<string, string[]>, message: string) =>
  new AppError(409, ErrorCode.conflict, message, fields);

async function getField(db: DbOrTx, id: number): Promise<repo.FieldRecord> {
  const field = await repo.findFieldById(db, id);
  if (!field) throw fieldNotFound();
  return field;
}

async function answerField(db: DbOrTx, id: number) {
  const field = await repo.findFieldWithKeywords(db, id);
  if (!field) throw fieldNotFound();
  return presentField(field);
}

/** POST fields: not a default field, not shown in the documents table (the spec's rule). */
export async function createField(ctx: AppContext, user: AuthUser, input: FieldInput) {
  authorize(user, 'manageFields', TYPES);
  const id = await ctx.db.transaction(async (tx) => {
    const field = await repo.insertField(tx, {
      key: input.fieldName,
      type: input.fieldType,
      showInDocumentsTable: false,
    });
    if (field.type === 'keywords') {
      if (input.keywords.some((k) => k.id !== undefined)) throw invalid({ keywords: ['keyword-not-of-field'] });
      await repo.insertKeywords(
        tx,
        field.id,
        input.keywords.map((k) => ({ text: k.text, deactivated: flagValue(k.deactivated) })),
      );
    }
    return field.id;
  });
  return answerField(ctx.db, id);
}

/**
 * PUT fields/{id}: the spec sets show_in_documents_table on every update. The type never changes
 * and a default field keeps its name. Keywords sync to the list sent; a default field's keywords
 * are never deleted (409).
 */
export async function updateField(ctx: AppContext, user: AuthUser, id: number, input: FieldInput) {
  authorize(user, 'update', ANY_FIELD);
  await ctx.db.transaction(async (tx) => {
    const field = await getField(tx, id);
    authorize(user, 'update', fieldSubject(field));
    await repo.updateField(tx, id, {
      key: field.isDefault ? field.key : input.fieldName,
      showInDocumentsTable: true,
    });
    if (field.type !== 'keywords') return;
    const current = await repo.findKeywordsOfField(tx, id);
    const currentIds = new Set(current.map((k) => k.id));
    const sentIds = input.keywords.flatMap((k) => (k.id === undefined ? [] : [k.id]));
    if (sentIds.some((kid) => !currentIds.has(kid))) throw invalid({ keywords: ['keyword-not-of-field'] });
    if (new Set(sentIds).size !== sentIds.length) throw invalid({ keywords: ['keyword-repeated'] });
    const kept = new Set(sentIds);
    if (field.isDefault && current.some((k) => !kept.has(k.id))) {
      throw defaultFieldProtected(
        { keywords: ['default-field-keyword'] },
        'Keywords of a default field cannot be deleted; deactivate them instead.',
      );
    }
    await repo.deleteKeywordsExcept(tx, id, sentIds);
    for (const k of input.keywords) {
      if (k.id !== undefined)
        await repo.updateKeyword(tx, k.id, { text: k.text, deactivated: flagValue(k.deactivated) });
    }
    await repo.insertKeywords(
      tx,
      id,
      input.keywords
        .filter((k) => k.id === undefined)
        .map((k) => ({ text: k.text, deactivated: flagValue(k.deactivated) })),
    );
  });
  return answerField(ctx.db, id);
}

/** DELETE fields/{id}: its keywords, its place in types and documents' values go with it. */
export async function deleteField(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  authorize(user, 'update', ANY_FIELD);
  await ctx.db.transaction(async (tx) => {
    const field = await getField(tx, id);
    if (field.isDefault) throw defaultFieldProtected({ id: ['default-field'] }, 'A default field cannot be deleted.');
    authorize(user, 'delete', fieldSubject(field));
    await repo.deleteField(tx, id);
  });
}

export async function listKeywords(ctx: AppContext, user: AuthUser, fieldId: number) {
  authorize(user, 'list', ANY_KEYWORD);
  await getField(ctx.db, fieldId);
  return (await repo.findKeywordsOfField(ctx.db, fieldId)).map(presentKeyword);
}

/** The keyword, found by its id; a field id other than 0 must be its own field. */
async function getKeyword(db: DbOrTx, fieldId: number, keywordId: number) {
  const keyword = await repo.findKeywordById(db, keywordId);
  if (!keyword || (fieldId !== 0 && keyword.fieldId !== fieldId)) throw keywordNotFound();
  return { keyword, field: await getField(db, keyword.fieldId) };
}

export async function updateKeyword(
  ctx: AppContext,
  user: AuthUser,
  fieldId: number,
  keywordId: number,
  input: UpdateKeywordInput,
) {
  authorize(user, 'update', ANY_KEYWORD);
  if (input.keyword !== undefined && input.keyword !== 0 && input.keyword !== keywordId) {
    throw invalid({ keyword: ['keyword-mismatch'] });
  }
  return ctx.db.transaction(async (tx) => {
    const { field } = await getKeyword(tx, fieldId, keywordId);
    authorize(user, 'update', keywordSubject(field.isDefault));
    return presentKeyword(
      await repo.updateKeyword(tx, keywordId, { text: input.text, deactivated: flagValue(input.deactivated) }),
    );
  });
}

/** Keywords of default fields (phase, subject, state) are deactivated, never deleted (409). */
export async function deleteKeyword(ctx: AppContext, user: AuthUser, fieldId: number, keywordId: number) {
  authorize(user, 'update', ANY_KEYWORD);
  await ctx.db.transaction(async (tx) => {
    const { field } = await getKeyword(tx, fieldId, keywordId);
    if (field.isDefault) {
      throw defaultFieldProtected(
        { keyword: ['default-field-keyword'] },
        'Keywords of a default field cannot be deleted; deactivate them instead.',
      );
    }
    authorize(user, 'delete', keywordSubject(field.isDefault));
    await repo.deleteKeyword(tx, keywordId);
  });
}
