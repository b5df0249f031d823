import { ErrorCode, type Product, type Tag, type TagInput } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import { authorize, can } from '../../platform/access/gate';
import { PRODUCT_CATALOGUE } from '../../platform/access/policies/products.policy';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/pg-errors';
import { conflict } from '../../platform/http/app-error';
import { productCategoryAccess, tagAccess } from './products.access';
import { presentProduct, presentTag } from './products.presenter';
import { findTagProducts } from './products.repo';
import * as repo from './tags.repo';

const nameInUse = () => conflict(ErrorCode.conflict, 'A tag with this name exists.');

async function present(db: DbOrTx, user: AuthUser, id: number): Promise<Tag> {
  const [row] = await repo.findTagsIn(db, [id]);
  return presentTag(user, row);
}

export async function listTags(ctx: AppContext, user: AuthUser) {
  authorize(user, 'read', PRODUCT_CATALOGUE);
  const rows = await repo.findAllTags(ctx.db);
  return { data: rows.map((row) => presentTag(user, row)), can: { create: can(user, PRODUCT_CATALOGUE).create } };
}

export async function listCategoryTags(ctx: AppContext, user: AuthUser, categoryId: number) {
  await requireAccess(ctx.db, user, 'read', productCategoryAccess, categoryId);
  const rows = await repo.findCategoryTags(ctx.db, categoryId);
  return { data: rows.map((row) => presentTag(user, row)), can: { create: can(user, PRODUCT_CATALOGUE).create } };
}

export async function listTagProducts(ctx: AppContext, user: AuthUser, tagId: number): Promise<Product[]> {
  await requireAccess(ctx.db, user, 'read', tagAccess, tagId);
  const rows = await findTagProducts(ctx.db, tagId);
  return rows.map((row) => presentProduct(user, row));
}

/** Names are unique regardless of case (a unique index): a name in use is 409. */
export async function createTag(ctx: AppContext, user: AuthUser, input: TagInput): Promise<Tag> {
  authorize(user, 'read', PRODUCT_CATALOGUE);
  authorize(user, 'create', PRODUCT_CATALOGUE);
  try {
    return await ctx.db.transaction(async (tx) => present(tx, user, await repo.insertTag(tx, input.name)));
  } catch (error) {
    throw isUniqueViolation(error) ? nameInUse() : error;
  }
}

export async function updateTag(ctx: AppContext, user: AuthUser, id: number, input: TagInput): Promise<Tag> {
  try {
    return await ctx.db.transaction(async (tx) => {
      await requireAccess(tx, user, 'update', tagAccess, id, { lock: true });
      await repo.renameTag(tx, id, input.name);
      return present(tx, user, id);
    });
  } catch (error) {
    throw isUniqueViolation(error) ? nameInUse() : error;
  }
}

/** A tag that products carry is kept (409): removing it from them is a choice made per product. */
export async function deleteTag(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const found = await requireAccess(tx, user, 'delete', tagAccess, id, { lock: true });
    if (found.row.productsCount > 0) throw conflict(ErrorCode.conflict, 'Products carry this tag.');
    await repo.deleteTag(tx, id);
  });
}
