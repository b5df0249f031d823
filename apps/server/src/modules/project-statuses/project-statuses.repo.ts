import type { ProjectStatus } from '@portal/contracts';
import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { projectStatuses } from '../../platform/db/schema';

export type ProjectStatusRecord = typeof projectStatuses.$inferSelect;

/** The fields a status answer exposes (here, as the projects' answers show a status too); a root has `parent_id` 0 as the spec's client expects. */
export function presentStatus(s: ProjectStatusRecord): ProjectStatus {
  return {
    id: s.id,
    slug: s.slug,
    name: s.name,
    code: s.code,
    is_default: s.isDefault,
    is_active: s.isActive,
    parent_id: s.parentId ?? 0,
  };
}

export async function findStatuses(
  db: DbOrTx,
  window: { limit: number; offset: number },
): Promise<{ rows: ProjectStatusRecord[]; total: number }> {
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(projectStatuses).orderBy(asc(projectStatuses.id)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(projectStatuses),
  ]);
  return { rows, total: n };
}

export async function findAllStatuses(db: DbOrTx): Promise<ProjectStatusRecord[]> {
  return db.select().from(projectStatuses).orderBy(asc(projectStatuses.id));
}

export async function findStatusById(db: DbOrTx, id: number): Promise<ProjectStatusRecord | undefined> {
  const [row] = await db.select().from(projectStatuses).where(eq(projectStatuses.id, id)).limit(1);
  return row;
}

const except = (id?: number): SQL | undefined => (id ? ne(projectStatuses.id, id) : undefined);

/** Names compare regardless of case, as the unique index does. */
export async function isNameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: projectStatuses.id })
    .from(projectStatuses)
    .where(and(sql`lower(${projectStatuses.name}) = ${name.toLowerCase()}`, except(exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function isCodeTaken(db: DbOrTx, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: projectStatuses.id })
    .from(projectStatuses)
    .where(and(sql`lower(${projectStatuses.code}) = ${code.toLowerCase()}`, except(exceptId)))
    .limit(1);
  return row !== undefined;
}

/** Whether `candidateId` is `id` itself or below it in the tree (one recursive statement). */
export async function isSelfOrDescendant(db: DbOrTx, id: number, candidateId: number): Promise<boolean> {
  const result = (await db.execute(sql`
    with recursive subtree(id) as (
      select ${id}::int
      union
      select s.id from ${projectStatuses} s join subtree on s.parent_id = subtree.id
    )
    select 1 as hit from subtree where id = ${candidateId} limit 1`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

export async function countChildren(db: DbOrTx, id: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(projectStatuses).where(eq(projectStatuses.parentId, id));
  return n;
}

export interface StatusValues {
  name: string;
  code?: string | null;
  isActive: boolean;
  parentId: number | null;
}

export async function insertStatus(
  db: DbOrTx,
  values: StatusValues & { slug?: string | null; isDefault?: boolean },
): Promise<ProjectStatusRecord> {
  const [row] = await db.insert(projectStatuses).values(values).returning();
  return row;
}

export async function updateStatus(db: DbOrTx, id: number, values: StatusValues): Promise<ProjectStatusRecord> {
  const [row] = await db.update(projectStatuses).set(values).where(eq(projectStatuses.id, id)).returning();
  return row;
}

export async function deleteStatus(db: DbOrTx, id: number): Promise<void> {
  await db.delete(projectStatuses).where(eq(projectStatuses.id, id));
}
