import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { products, productTags, tags } from '../../platform/db/schema';

export type TagRow = { id: number; name: string; productsCount: number };

// Written out in full: drizzle leaves table names off columns inside a select's own fields.
const productsCount = sql<number>`(select count(*)::int from product_tags pt where pt.tag_id = "tags"."id")`;
const columns = { id: tags.id, name: tags.name, productsCount };
const byName = [sql`lower(${tags.name})`, asc(tags.id)] as const;

export function findAllTags(db: DbOrTx): Promise<TagRow[]> {
  return db
    .select(columns)
    .from(tags)
    .orderBy(...byName);
}

export function findTagsIn(db: DbOrTx, ids: readonly number[], lock = false): Promise<TagRow[]> {
  const query = db
    .select(columns)
    .from(tags)
    .where(inArray(tags.id, [...ids]));
  return lock ? query.for('update', { of: tags }) : query;
}

/** The tags that at least one product of the category carries. */
export function findCategoryTags(db: DbOrTx, categoryId: number): Promise<TagRow[]> {
  const used = db
    .select({ id: productTags.tagId })
    .from(productTags)
    .innerJoin(products, and(eq(products.id, productTags.productId), eq(products.productCategoryId, categoryId)));
  return db
    .select(columns)
    .from(tags)
    .where(inArray(tags.id, used))
    .orderBy(...byName);
}

export async function insertTag(db: DbOrTx, name: string): Promise<number> {
  const [row] = await db.insert(tags).values({ name }).returning({ id: tags.id });
  return row.id;
}

export async function renameTag(db: DbOrTx, id: number, name: string): Promise<void> {
  await db.update(tags).set({ name }).where(eq(tags.id, id));
}

export async function deleteTag(db: DbOrTx, id: number): Promise<void> {
  await db.delete(tags).where(eq(tags.id, id));
}
