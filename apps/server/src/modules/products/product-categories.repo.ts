import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { materialFormSelects, productCategories } from '../../platform/db/schema';

export type ProductCategoryRow = typeof productCategories.$inferSelect & { productsCount: number };

// Written out in full: drizzle leaves table names off columns inside a select's own fields.
const productsCount = sql<number>`(select count(*)::int from products p where p.product_category_id = "product_categories"."id")`;

export async function findCategoriesPage(db: DbOrTx, window: { limit: number; offset: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: productCategories.id,
        name: productCategories.name,
        createdAt: productCategories.createdAt,
        productsCount,
      })
      .from(productCategories)
      .orderBy(sql`lower(${productCategories.name})`, asc(productCategories.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(productCategories),
  ]);
  return { rows: rows as ProductCategoryRow[], total };
}

export async function findCategoriesIn(db: DbOrTx, ids: readonly number[], lock: boolean) {
  const query = db
    .select({
      id: productCategories.id,
      name: productCategories.name,
      createdAt: productCategories.createdAt,
      productsCount,
    })
    .from(productCategories)
    .where(inArray(productCategories.id, [...ids]));
  return (lock ? await query.for('update', { of: productCategories }) : await query) as ProductCategoryRow[];
}

export async function insertCategory(db: DbOrTx, name: string): Promise<number> {
  const [row] = await db.insert(productCategories).values({ name }).returning({ id: productCategories.id });
  return row.id;
}

export async function renameCategory(db: DbOrTx, id: number, name: string): Promise<void> {
  await db.update(productCategories).set({ name }).where(eq(productCategories.id, id));
}

export async function deleteCategory(db: DbOrTx, id: number): Promise<void> {
  await db.delete(productCategories).where(eq(productCategories.id, id));
}

/** Whether a material form's select offers the category's products (then it is in use, 409). */
export async function isCategoryUsedBySelects(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: materialFormSelects.id })
    .from(materialFormSelects)
    .where(eq(materialFormSelects.productCategoryId, id))
    .limit(1);
  return row !== undefined;
}
