import type { ProductPhotoName } from '@portal/contracts';
import { asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { selectRows } from '../../platform/db/rows';
import { products, productTags } from '../../platform/db/schema';

export type ProductRow = typeof products.$inferSelect & { tags: { id: number; name: string }[] };
export type NewProduct = typeof products.$inferInsert;

/**
 * The photo's URL (in the products module's answers and the selections' form views), relative to the API base as document URLs are. Its storage key's random file
 * name is the version, so a browser cache never shows an old photo after a change.
 */
export function photoUrl(productId: number, photo: ProductPhotoName, key: string | null): string | null {
  if (!key) return null;
  const version =
    key
      .split('/')
      .pop()
      ?.replace(/\.jpg$/, '') ?? '';
  return `products/${productId}/photos/${photo}?v=${encodeURIComponent(version)}`;
}

/** The product's tags as JSON, by name: one statement for a whole page of products. */
// Written out in full: drizzle leaves table names off columns inside a select's own fields, which
// would bind them to the subquery's tables.
const tagsOf = sql<{ id: number; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', t.id, 'name', t.name) order by lower(t.name), t.id)
  from product_tags pt join tags t on t.id = pt.tag_id
  where pt.product_id = "products"."id"), '[]'::json)`;

function selectProducts(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: products.id,
      productCategoryId: products.productCategoryId,
      manufacturer: products.manufacturer,
      name: products.name,
      code: products.code,
      description: products.description,
      price: products.price,
      measurements: products.measurements,
      externalLink: products.externalLink,
      productPhoto: products.productPhoto,
      productContextPhoto: products.productContextPhoto,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
      tags: tagsOf,
    })
    .from(products)
    .where(where)
    .orderBy(sql`lower(${products.name})`, asc(products.id));
}

export async function findCategoryProductsPage(
  db: DbOrTx,
  categoryId: number,
  window: { limit: number; offset: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = eq(products.productCategoryId, categoryId);
  const [rows, [{ total }]] = await Promise.all([
    selectProducts(db, where).limit(window.limit).offset(window.offset),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows, total };
}

export function findProductsIn(db: DbOrTx, ids: readonly number[]): Promise<ProductRow[]> {
  return selectProducts(db, inArray(products.id, [...ids]));
}

/** For the access gate: the rows, locked when they are about to change. */
export function findProductKeysIn(db: DbOrTx, ids: readonly number[], lock: boolean) {
  const query = db
    .select({
      id: products.id,
      productPhoto: products.productPhoto,
      productContextPhoto: products.productContextPhoto,
    })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return lock ? query.for('update') : query;
}

export function findTagProducts(db: DbOrTx, tagId: number): Promise<ProductRow[]> {
  return selectProducts(
    db,
    inArray(
      products.id,
      db.select({ id: productTags.productId }).from(productTags).where(eq(productTags.tagId, tagId)),
    ),
  );
}

export async function insertProduct(db: DbOrTx, values: NewProduct): Promise<number> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  return row.id;
}

export async function updateProduct(db: DbOrTx, id: number, values: Partial<NewProduct>): Promise<void> {
  await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id));
}

export async function deleteProduct(db: DbOrTx, id: number): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}

export async function replaceProductTags(db: DbOrTx, productId: number, tagIds: readonly number[]): Promise<void> {
  await db.delete(productTags).where(eq(productTags.productId, productId));
  if (tagIds.length) await db.insert(productTags).values(tagIds.map((tagId) => ({ productId, tagId })));
}

export async function countProductsInCategory(db: DbOrTx, categoryId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(products).where(eq(products.productCategoryId, categoryId));
  return n;
}

/**
 * The tables whose rows name a product and keep it from being deleted (DECISIONS.md: "a product
 * used in options" is 409): material form options.
 */
const PRODUCT_USES: readonly { table: string; column: string }[] = [
  { table: 'material_form_options', column: 'product_id' },
];

export async function isProductUsed(db: DbOrTx, productId: number): Promise<boolean> {
  for (const use of PRODUCT_USES) {
    const rows = await selectRows(
      db,
      sql`select 1 from ${sql.identifier(use.table)} where ${sql.identifier(use.column)} = ${productId} limit 1`,
    );
    if (rows.length) return true;
  }
  return false;
}
