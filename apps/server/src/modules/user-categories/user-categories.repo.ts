import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { userCategories, users } from '../../platform/db/schema';

export type UserCategoryRecord = typeof userCategories.$inferSelect;

export async function findCategories(
  db: DbOrTx,
  opts: { limit: number; offset: number },
): Promise<{ rows: UserCategoryRecord[]; total: number }> {
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(userCategories).orderBy(asc(userCategories.id)).limit(opts.limit).offset(opts.offset),
    db.select({ n: count() }).from(userCategories),
  ]);
  return { rows, total: n };
}

export async function findAllCategories(db: DbOrTx): Promise<UserCategoryRecord[]> {
  return db.select().from(userCategories).orderBy(asc(userCategories.id));
}

export async function findCategoryById(db: DbOrTx, id: number): Promise<UserCategoryRecord | undefined> {
  const [row] = await db.select().from(userCategories).where(eq(userCategories.id, id)).limit(1);
  return row;
}

/** The default row, locked so that two writers cannot both change which one is the default. */
export async function findDefaultCategoryForUpdate(db: DbOrTx): Promise<UserCategoryRecord | undefined> {
  const [row] = await db
    .select()
    .from(userCategories)
    .where(eq(userCategories.isDefault, true))
    .orderBy(asc(userCategories.id))
    .limit(1)
    .for('update');
  return row;
}

export async function findDefaultCategory(db: DbOrTx): Promise<UserCategoryRecord | undefined> {
  const [row] = await db
    .select()
    .from(userCategories)
    .where(eq(userCategories.isDefault, true))
    .orderBy(asc(userCategories.id))
    .limit(1);
  return row;
}

export async function findCategoryByName(db: DbOrTx, name: string): Promise<UserCategoryRecord | undefined> {
  const [row] = await db
    .select()
    .from(userCategories)
    .where(sql`lower(${userCategories.name}) = ${name.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function insertCategory(db: DbOrTx, values: { name: string; isDefault: boolean }) {
  const [row] = await db.insert(userCategories).values(values).returning();
  return row;
}

export async function unsetDefaults(db: DbOrTx): Promise<void> {
  await db.update(userCategories).set({ isDefault: false }).where(eq(userCategories.isDefault, true));
}

export async function moveUsers(db: DbOrTx, fromId: number, toId: number): Promise<number> {
  const moved = await db
    .update(users)
    .set({ userCategoryId: toId, updatedAt: new Date() })
    .where(eq(users.userCategoryId, fromId))
    .returning({ id: users.id });
  return moved.length;
}

export async function deleteCategory(db: DbOrTx, id: number): Promise<void> {
  await db.delete(userCategories).where(eq(userCategories.id, id));
}
