import {
  type CreateProductFields,
  createProductFields,
  ErrorCode,
  flagValue,
  type PaginationQuery,
  PRODUCT_PHOTOS,
  type Product,
  type ProductPhotoName,
  type UpdateProductFields,
  updateProductFields,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import { allows, authorize, can } from '../../platform/access/gate';
import { PRODUCT_CATALOGUE } from '../../platform/access/policies/products.policy';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, conflict, invalid } from '../../platform/http/app-error';
import { issuesToFields } from '../../platform/http/issue-fields';
import { pageWindow } from '../../platform/http/pagination';
import { offeredProductAccess } from '../material-selections/material-selections.access';
import { findCategoriesIn } from './product-categories.repo';
import { type ProductUpload, prepareAll, storePhotos } from './product-photos';
import { productAccess, productCategoryAccess } from './products.access';
import { presentProduct } from './products.presenter';
import * as repo from './products.repo';
import { findTagsIn } from './tags.repo';

const REQUIRED = ['product_category_id', 'manufacturer', 'name', 'code', 'price'] as const;

/**
 * The text fields of a create or an edit: manufacturer, name and code "required" when empty (spec
 * part 3 §5), on a create also price and category; anything else malformed is 422 with the field
 * messages.
 */
function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>, isCreate: boolean): z.output<S> {
  const missing: Record<string, string[]> = {};
  for (const name of REQUIRED) {
    const value = fields[name];
    const blank = value === undefined ? isCreate : value.trim() === '';
    if (blank && (isCreate || name !== 'product_category_id')) missing[name] = ['required'];
  }
  const parsed = schema.safeParse(fields);
  const fieldErrors = parsed.success ? {} : issuesToFields(parsed.error);
  const all = { ...fieldErrors, ...missing };
  if (Object.keys(all).length || !parsed.success) throw invalid(all);
  return parsed.data;
}

/** The category and tags the fields name must exist: 422 under the field otherwise. */
async function checkReferences(db: DbOrTx, categoryId: number | undefined, tagIds: readonly number[] | undefined) {
  if (categoryId !== undefined && !(await findCategoriesIn(db, [categoryId], true)).length) {
    throw invalid({ product_category_id: ['not-found'] });
  }
  if (tagIds?.length && (await findTagsIn(db, tagIds)).length !== tagIds.length) {
    throw invalid({ tag_ids: ['not-found'] });
  }
}

async function present(db: DbOrTx, user: AuthUser, id: number): Promise<Product> {
  const [row] = await repo.findProductsIn(db, [id]);
  return presentProduct(user, row);
}

export async function listCategoryProducts(
  ctx: AppContext,
  user: AuthUser,
  categoryId: number,
  query: PaginationQuery,
) {
  await requireAccess(ctx.db, user, 'read', productCategoryAccess, categoryId);
  const { rows, total } = await repo.findCategoryProductsPage(ctx.db, categoryId, pageWindow(query));
  return { rows: rows.map((row) => presentProduct(user, row)), total, create: can(user, PRODUCT_CATALOGUE).create };
}

export async function getProduct(ctx: AppContext, user: AuthUser, id: number): Promise<Product> {
  await requireAccess(ctx.db, user, 'read', productAccess, id);
  return present(ctx.db, user, id);
}

/** Removes stored files after a failure, or the old ones after a change; a lost file is only a leftover. */
async function dropFiles(ctx: AppContext, keys: (string | null | undefined)[]) {
  await Promise.all(keys.filter((k): k is string => Boolean(k)).map((k) => ctx.storage.delete(k).catch(() => {})));
}

/**
 * POST products. The caller is authorized before the body is read, so a refused caller does not
 * get to send 40 MB of photos first; the photos are checked and re-encoded before anything is
 * stored, and stored before the row.
 */
export async function createProduct(ctx: AppContext, user: AuthUser, readUpload: () => Promise<ProductUpload>) {
  authorize(user, 'read', PRODUCT_CATALOGUE);
  authorize(user, 'create', PRODUCT_CATALOGUE);
  const upload = await readUpload();
  const input: CreateProductFields = parseFields(createProductFields, upload.fields, true);
  const keys = await storePhotos(ctx.storage, await prepareAll(upload.photos));
  try {
    return await ctx.db.transaction(async (tx) => {
      await checkReferences(tx, input.product_category_id, input.tag_ids);
      const id = await repo.insertProduct(tx, {
        productCategoryId: input.product_category_id,
        manufacturer: input.manufacturer,
        name: input.name,
        code: input.code,
        description: input.description ?? '',
        price: input.price.toFixed(2),
        measurements: input.measurements ?? '',
        externalLink: input.external_link ?? '',
        productPhoto: keys.product_photo ?? null,
        productContextPhoto: keys.product_context_photo ?? null,
      });
      if (input.tag_ids) await repo.replaceProductTags(tx, id, input.tag_ids);
      return present(tx, user, id);
    });
  } catch (error) {
    await dropFiles(ctx, Object.values(keys));
    throw error;
  }
}

/** The new key of each photo: a new file, null when removed, left out when unchanged. */
function photoChanges(input: UpdateProductFields, keys: Partial<Record<ProductPhotoName, string>>) {
  const flags: Record<ProductPhotoName, boolean> = {
    product_photo: input.delete_product_photo !== undefined && flagValue(input.delete_product_photo),
    product_context_photo:
      input.delete_product_context_photo !== undefined && flagValue(input.delete_product_context_photo),
  };
  const changes: Partial<Record<ProductPhotoName, string | null>> = {};
  for (const name of PRODUCT_PHOTOS) {
    if (keys[name]) changes[name] = keys[name];
    else if (flags[name]) changes[name] = null;
  }
  return changes;
}

/** PUT products/{id} (POST `?_method=PUT`): fields left out keep their value. */
export async function updateProduct(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  readUpload: () => Promise<ProductUpload>,
): Promise<Product> {
  await requireAccess(ctx.db, user, 'update', productAccess, id);
  const upload = await readUpload();
  const input: UpdateProductFields = parseFields(updateProductFields, upload.fields, false);
  const keys = await storePhotos(ctx.storage, await prepareAll(upload.photos));
  try {
    const { product, replaced } = await ctx.db.transaction(async (tx) => {
      const found = await requireAccess(tx, user, 'update', productAccess, id, { lock: true });
      await checkReferences(tx, input.product_category_id, input.tag_ids);
      const changes = photoChanges(input, keys);
      await repo.updateProduct(tx, id, {
        productCategoryId: input.product_category_id,
        manufacturer: input.manufacturer,
        name: input.name,
        code: input.code,
        description: input.description,
        price: input.price?.toFixed(2),
        measurements: input.measurements,
        externalLink: input.external_link,
        productPhoto: changes.product_photo,
        productContextPhoto: changes.product_context_photo,
      });
      if (input.tag_ids) await repo.replaceProductTags(tx, id, input.tag_ids);
      const replaced = [
        changes.product_photo !== undefined ? found.row.productPhoto : null,
        changes.product_context_photo !== undefined ? found.row.productContextPhoto : null,
      ];
      return { product: await present(tx, user, id), replaced };
    });
    await dropFiles(ctx, replaced);
    return product;
  } catch (error) {
    await dropFiles(ctx, Object.values(keys));
    throw error;
  }
}

/** A product used in a material form option is kept (409); its photos go with it. */
export async function deleteProduct(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  const found = await ctx.db.transaction(async (tx) => {
    const row = await requireAccess(tx, user, 'delete', productAccess, id, { lock: true });
    if (await repo.isProductUsed(tx, id)) throw conflict(ErrorCode.conflict, 'The product is used in an option.');
    await repo.deleteProduct(tx, id);
    return row;
  });
  await dropFiles(ctx, [found.row.productPhoto, found.row.productContextPhoto]);
}

/** The stored photo; 410 when the product has none (the web shows a placeholder). */
export async function openPhoto(ctx: AppContext, user: AuthUser, id: number, photo: ProductPhotoName) {
  // Who does not read the catalogue (residents) sees only the products offered in their own
  // apartment's material forms.
  const found = allows(user, 'read', PRODUCT_CATALOGUE)
    ? await requireAccess(ctx.db, user, 'read', productAccess, id)
    : await requireAccess(ctx.db, user, 'read', offeredProductAccess, id);
  const key = photo === 'product_photo' ? found.row.productPhoto : found.row.productContextPhoto;
  if (!key) throw new AppError(410, ErrorCode.notFound, 'The product has no such photo.');
  return ctx.storage.get(key);
}
