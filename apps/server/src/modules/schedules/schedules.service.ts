import { STATUS_SCHEDULE_DESCRIPTION } from '@portal/contracts';
import type { DbOrTx } from '../../platform/db/client';
import * as repo from './schedules.repo';

/** `YYYY-MM-DD` of the server's local calendar (TZ), `days` after today. */
export function localDate(days = 0, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export interface StatusChange {
  projectId: number;
  /** The new status's slug, or its name when it has none (statuses made by users). */
  description: string;
}

/**
 * Records status changes in the projects' schedules (spec part 2 section 4): each change is an
 * automatic child entry of the project's top-level `project-statuses` entry, starting today and
 * ending tomorrow at 0 %. A project without that entry (a new one) gets it first. Runs inside the
 * caller's transaction; a constant number of statements for any number of projects.
 */
export async function recordStatusChanges(db: DbOrTx, changes: StatusChange[]): Promise<void> {
  if (!changes.length) return;
  const today = localDate();
  const tomorrow = localDate(1);
  const projectIds = [...new Set(changes.map((c) => c.projectId))];
  const rootOf = new Map<number, number>();
  for (const root of await repo.findStatusRoots(db, projectIds)) {
    if (!rootOf.has(root.projectId)) rootOf.set(root.projectId, root.id);
  }
  const missing = projectIds.filter((id) => !rootOf.has(id));
  const created = await repo.insertSchedules(
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
  await repo.insertSchedules(
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

export const findProjectSchedules = (db: DbOrTx, projectId: number) => repo.findProjectSchedules(db, projectId);
