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

export async function findProjectSchedules(db: DbOrTx, projectId: number): Promise<ScheduleRecord[]> {
  return db.select().from(schedules).where(eq(schedules.projectId, projectId)).orderBy(asc(schedules.id));
}
