import {
  type AdditionalProduct,
  type CreateAdditionalProductInput,
  ErrorCode,
  type UpdateAdditionalProductInput,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import { authorize, can } from '../../platform/access/gate';
import { PRODUCT_CATALOGUE } from '../../platform/access/policies/products.policy';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { invalid, notFound } from '../../platform/http/app-error';
import { projectAccess } from '../projects/projects.access';
import * as repo from './additional-products.repo';
import { additionalProductAccess } from './products.access';
import { presentAdditionalProduct } from './products.presenter';
import { findProductKeysIn } from './products.repo';

/** The catalogue product it names must exist (422 under product_id); the row keeps it from going. */
async function checkProduct(db: DbOrTx, productId: number | null | undefined) {
  if (productId && !(await findProductKeysIn(db, [productId], true)).length) {
    throw invalid({ product_id: ['not-found'] });
  }
}

/** The material form it names must exist (422 under material_form_id). */
async function checkForm(db: DbOrTx, formId: number | null | undefined) {
  if (formId && (await repo.findFormProjectId(db, formId)) === undefined) {
    throw invalid({ material_form_id: ['not-found'] });
  }
}

function answer(user: AuthUser, rows: repo.AdditionalProductRow[]) {
  return {
    data: rows.map((row) => presentAdditionalProduct(user, row)),
    can: { create: can(user, PRODUCT_CATALOGUE).create },
  };
}

export async function listAdditionalProducts(ctx: AppContext, user: AuthUser) {
  authorize(user, 'read', PRODUCT_CATALOGUE);
  return answer(user, await repo.findAllAdditionalProducts(ctx.db));
}

/**
 * Those offered with material form {id}, and those offered with every form. The form must exist
 * and its project be one the caller sees (the project's visibility join): otherwise 404.
 */
export async function listFormAdditionalProducts(ctx: AppContext, user: AuthUser, formId: number) {
  authorize(user, 'read', PRODUCT_CATALOGUE);
  const projectId = await repo.findFormProjectId(ctx.db, formId);
  if (projectId === undefined) throw notFound('Material form not found.', ErrorCode.invalidForm);
  await requireAccess(ctx.db, user, 'read', projectAccess, projectId);
  return answer(user, await repo.findFormAdditionalProducts(ctx.db, formId));
}

export async function createAdditionalProduct(
  ctx: AppContext,
  user: AuthUser,
  input: CreateAdditionalProductInput,
): Promise<AdditionalProduct> {
  authorize(user, 'read', PRODUCT_CATALOGUE);
  authorize(user, 'create', PRODUCT_CATALOGUE);
  return ctx.db.transaction(async (tx) => {
    await checkProduct(tx, input.product_id);
    await checkForm(tx, input.material_form_id);
    const row = await repo.insertAdditionalProduct(tx, {
      name: input.name,
      description: input.description ?? '',
      price: input.price.toFixed(2),
      productId: input.product_id ?? null,
      materialFormId: input.material_form_id ?? null,
    });
    return presentAdditionalProduct(user, row);
  });
}

export async function updateAdditionalProduct(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: UpdateAdditionalProductInput,
): Promise<AdditionalProduct> {
  return ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'update', additionalProductAccess, id, { lock: true });
    await checkProduct(tx, input.product_id);
    await checkForm(tx, input.material_form_id);
    const values: Partial<repo.NewAdditionalProduct> = {};
    if (input.name !== undefined) values.name = input.name;
    if (input.description !== undefined) values.description = input.description;
    if (input.price !== undefined) values.price = input.price.toFixed(2);
    if (input.product_id !== undefined) values.productId = input.product_id;
    if (input.material_form_id !== undefined) values.materialFormId = input.material_form_id;
    return presentAdditionalProduct(user, await repo.updateAdditionalProduct(tx, id, values));
  });
}

export async function deleteAdditionalProduct(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'delete', additionalProductAccess, id, { lock: true });
    await repo.deleteAdditionalProduct(tx, id);
  });
}
