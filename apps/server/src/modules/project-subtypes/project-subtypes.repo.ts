import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { projectSubtypes } from '../../platform/db/schema';

export type ProjectSubtypeRecord = typeof projectSubtypes.$inferSelect;

export async function findSubtypes(
  db: DbOrTx,
  window: { limit: number; offset: number },
): Promise<{ rows: ProjectSubtypeRecord[]; total: number }> {
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(projectSubtypes).orderBy(asc(projectSubtypes.id)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(projectSubtypes),
  ]);
  return { rows, total: n };
}

export async function findAllSubtypes(db: DbOrTx): Promise<ProjectSubtypeRecord[]> {
  return db.select().from(projectSubtypes).orderBy(asc(projectSubtypes.id));
}

export async function findSubtypeById(db: DbOrTx, id: number): Promise<ProjectSubtypeRecord | undefined> {
  const [row] = await db.select().from(projectSubtypes).where(eq(projectSubtypes.id, id)).limit(1);
  return row;
}

export async function isNameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: projectSubtypes.id })
    .from(projectSubtypes)
    .where(
      and(
        sql`lower(${projectSubtypes.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(projectSubtypes.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertSubtype(db: DbOrTx, values: { name: string; isDefault?: boolean }) {
  const [row] = await db.insert(projectSubtypes).values(values).returning();
  return row;
}

export async function renameSubtype(db: DbOrTx, id: number, name: string): Promise<ProjectSubtypeRecord> {
  const [row] = await db.update(projectSubtypes).set({ name }).where(eq(projectSubtypes.id, id)).returning();
  return row;
}

export async function deleteSubtype(db: DbOrTx, id: number): Promise<void> {
  await db.delete(projectSubtypes).where(eq(projectSubtypes.id, id));
}

export async function countSubtypes(db: DbOrTx): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(projectSubtypes);
  return n;
}
