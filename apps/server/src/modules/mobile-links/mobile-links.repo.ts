import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { mobileLinks } from '../../platform/db/schema';

export type MobileLinkRecord = typeof mobileLinks.$inferSelect;
export interface MobileLinkValues {
  title: string;
  link: string;
  order: number;
}

export async function findMobileLinks(db: DbOrTx): Promise<MobileLinkRecord[]> {
  return db.select().from(mobileLinks).orderBy(asc(mobileLinks.order), asc(mobileLinks.id));
}

export async function insertMobileLink(db: DbOrTx, values: MobileLinkValues): Promise<MobileLinkRecord> {
  const [row] = await db.insert(mobileLinks).values(values).returning();
  return row;
}

export async function updateMobileLink(
  db: DbOrTx,
  id: number,
  values: MobileLinkValues,
): Promise<MobileLinkRecord | undefined> {
  const [row] = await db
    .update(mobileLinks)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(mobileLinks.id, id))
    .returning();
  return row;
}

export async function deleteMobileLink(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(mobileLinks).where(eq(mobileLinks.id, id)).returning({ id: mobileLinks.id });
  return rows.length > 0;
}
