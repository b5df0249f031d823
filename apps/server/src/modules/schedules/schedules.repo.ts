import { STATUS_SCHEDULE_DESCRIPTION } from '@portal/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { schedules } from '../../platform/db/schema';

export type ScheduleRecord = typeof schedules.$inferSelect;
export type NewSchedule = typeof schedules.$inferInsert;

export async function insertSchedules(db: DbOrTx, values: NewSchedule[]): Promise<ScheduleRecord[]> {
  if (!values.length) return [];
  const rows: ScheduleRecord[] = [];
  for (let i = 0; i < values.length; i += 1000) {
    rows.push(
      ...(await db
        .insert(schedules)
        .values(values.slice(i, i + 1000))
        .returning()),
    );
  }
  return rows;
}

/** The top-level automatic `project-statuses` entries of the given projects (the oldest one each). */
export async function findStatusRoots(db: DbOrTx, projectIds: number[]): Promise<ScheduleRecord[]> {
  if (!projectIds.length) return [];
  return db
    .select()
    .from(schedules)
    .where(
      and(
        inArray(schedules.projectId, projectIds),
        isNull(schedules.parentId),
        eq(schedules.automatical, true),
        eq(schedules.description, STATUS_SCHEDULE_DESCRIPTION),
      ),
    )
    .orderBy(asc(schedules.id));
}

/** `YYYY-MM-DD` of the server's local calendar (TZ), `days` after today. */
export function localDate(days = 0, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The description of a status change in the schedule: its slug, or its name for statuses made by users. */
export const statusScheduleDescription = (status: { slug: string | null; name: string }) => status.slug ?? status.name;

export interface StatusChange {
  projectId: number;
  /** The new status's slug, or its name when it has none (statuses made by users). */
  description: string;
}

/**
 * Records status changes in the projects' schedules (spec part 2 section 4): each change is an
 * automatic child entry of the project's top-level `project-statuses` entry, starting today and
 * ending tomorrow at 0 %. A project without that entry (a new one) gets it first. Runs inside the
 * caller's transaction; a constant number of statements for any number of projects. Kept with the
 * schedule SQL so the projects service and the projects import write it without a service between.
 */
export async function recordStatusChanges(db: DbOrTx, changes: StatusChange[]): Promise<void> {
  if (!changes.length) return;
  const today = localDate();
  const tomorrow = localDate(1);
  const projectIds = [...new Set(changes.map((c) => c.projectId))];
  const rootOf = new Map<number, number>();
  for (const root of await findStatusRoots(db, projectIds)) {
    if (!rootOf.has(root.projectId)) rootOf.set(root.projectId, root.id);
  }
  const missing = projectIds.filter((id) => !rootOf.has(id));
  const created = await insertSchedules(
    db,
    missing.map((projectId) => ({
      projectId,
      description: STATUS_SCHEDULE_DESCRIPTION,
      startAt: today,
      endAt: tomorrow,
      completionPercentage: 0,
      parentId: null,
      level: 0,
      automatical: true,
    })),
  );
  for (const root of created) rootOf.set(root.projectId, root.id);
  await insertSchedules(
    db,
    changes.map((c) => ({
      projectId: c.projectId,
      description: c.description,
      startAt: today,
      endAt: tomorrow,
      completionPercentage: 0,
      parentId: rootOf.get(c.projectId) ?? null,
      level: 1,
      automatical: true,
    })),
  );
}

/** Every entry of a project (a schedule is small: the tree is built in memory). */
export function findProjectSchedules(db: DbOrTx, projectId: number): Promise<ScheduleRecord[]> {
  return db
    .select()
    .from(schedules)
    .where(eq(schedules.projectId, projectId))
    .orderBy(asc(schedules.startAt), asc(schedules.id));
}

/** The entries among `ids` that belong to the project (others are left out). */
export function findSchedulesIn(db: DbOrTx, projectId: number, ids: readonly number[], lock: boolean) {
  const query = db
    .select()
    .from(schedules)
    .where(and(eq(schedules.projectId, projectId), inArray(schedules.id, [...ids])));
  return lock ? query.for('update') : query;
}

export async function updateSchedule(db: DbOrTx, id: number, values: Partial<NewSchedule>): Promise<void> {
  await db
    .update(schedules)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(schedules.id, id));
}

export async function deleteSchedule(db: DbOrTx, id: number): Promise<void> {
  await db.delete(schedules).where(eq(schedules.id, id));
}
