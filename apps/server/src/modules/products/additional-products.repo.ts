import { asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { additionalProducts, materialForms } from '../../platform/db/schema';

export type AdditionalProductRow = typeof additionalProducts.$inferSelect;
export type NewAdditionalProduct = typeof additionalProducts.$inferInsert;

function select(db: DbOrTx, where?: SQL) {
  return db
    .select()
    .from(additionalProducts)
    .where(where)
    .orderBy(sql`lower(${additionalProducts.name})`, asc(additionalProducts.id));
}

export const findAllAdditionalProducts = (db: DbOrTx) => select(db);

/** Those offered with the form, and those offered with every form. */
export const findFormAdditionalProducts = (db: DbOrTx, formId: number) =>
  select(db, or(eq(additionalProducts.materialFormId, formId), isNull(additionalProducts.materialFormId)));

export function findAdditionalProductsIn(db: DbOrTx, ids: readonly number[], lock: boolean) {
  const query = db
    .select()
    .from(additionalProducts)
    .where(inArray(additionalProducts.id, [...ids]));
  return lock ? query.for('update') : query;
}

export async function insertAdditionalProduct(db: DbOrTx, values: NewAdditionalProduct): Promise<AdditionalProductRow> {
  const [row] = await db.insert(additionalProducts).values(values).returning();
  return row;
}

export async function updateAdditionalProduct(
  db: DbOrTx,
  id: number,
  values: Partial<NewAdditionalProduct>,
): Promise<AdditionalProductRow> {
  if (!Object.keys(values).length) {
    const [row] = await db.select().from(additionalProducts).where(eq(additionalProducts.id, id));
    return row;
  }
  const [row] = await db.update(additionalProducts).set(values).where(eq(additionalProducts.id, id)).returning();
  return row;
}

export async function deleteAdditionalProduct(db: DbOrTx, id: number): Promise<void> {
  await db.delete(additionalProducts).where(eq(additionalProducts.id, id));
}

/** The project of a material form, or undefined when there is no such form. */
export async function findFormProjectId(db: DbOrTx, formId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ projectId: materialForms.projectId })
    .from(materialForms)
    .where(eq(materialForms.id, formId));
  return row?.projectId;
}
