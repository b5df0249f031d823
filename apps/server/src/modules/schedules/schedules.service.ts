import type { SaveScheduleInput, ScheduleEntry } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import { authorize, can } from '../../platform/access/gate';
import { PROJECT_SCHEDULES } from '../../platform/access/policies/schedules.policy';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { invalid } from '../../platform/http/app-error';
import { projectAccess } from '../projects/projects.access';
import { scheduleTree, subtreeIds, type TreeEntry } from './schedule-tree';
import { scheduleAccess } from './schedules.access';
import * as repo from './schedules.repo';

function present(user: AuthUser, entry: TreeEntry, showChildren: boolean): ScheduleEntry {
  const { row } = entry;
  const abilities = can(user, { kind: 'schedule', automatical: row.automatical });
  return {
    id: row.id,
    project_id: row.projectId,
    description: row.description,
    start_at: row.startAt,
    end_at: row.endAt,
    estimate_start_at: row.estimateStartAt,
    estimate_end_at: row.estimateEndAt,
    completion_percentage: row.completionPercentage,
    parent_id: entry.level === 0 ? null : row.parentId,
    level: entry.level,
    automatical: row.automatical,
    children: showChildren ? entry.children : [],
    can: { update: abilities.update, delete: abilities.delete },
  };
}

/**
 * The schedule of a project the user sees, in tree order. Without schedules_view only the top
 * level (DECISIONS.md "Schedules"): no deeper entry, and no child ids, reach the answer.
 */
export async function listSchedules(ctx: AppContext, user: AuthUser, projectId: number) {
  await requireAccess(ctx.db, user, 'read', projectAccess, projectId);
  authorize(user, 'read', PROJECT_SCHEDULES);
  const abilities = can(user, PROJECT_SCHEDULES);
  const tree = scheduleTree(await repo.findProjectSchedules(ctx.db, projectId));
  const visible = abilities.viewAllLevels ? tree : tree.filter((e) => e.level === 0);
  return {
    data: visible.map((e) => present(user, e, abilities.viewAllLevels)),
    can: { create: abilities.create, viewAllLevels: abilities.viewAllLevels },
  };
}

async function answerEntry(db: DbOrTx, user: AuthUser, projectId: number, id: number): Promise<ScheduleEntry> {
  const tree = scheduleTree(await repo.findProjectSchedules(db, projectId));
  const entry = tree.find((e) => e.row.id === id);
  if (!entry) throw scheduleAccess.notFound();
  return present(user, entry, can(user, PROJECT_SCHEDULES).viewAllLevels);
}

/** The parent's level plus one; 404 for a parent that is not an entry of this project. */
async function levelUnder(db: DbOrTx, user: AuthUser, projectId: number, parentId: number | null): Promise<number> {
  if (parentId === null) return 0;
  await requireAccess(db, user, 'read', scheduleAccess, parentId, { within: { projectId } });
  const parent = scheduleTree(await repo.findProjectSchedules(db, projectId)).find((e) => e.row.id === parentId);
  return (parent?.level ?? 0) + 1;
}

const values = (input: SaveScheduleInput) => ({
  description: input.description,
  startAt: input.start_at,
  endAt: input.end_at,
  estimateStartAt: input.estimate_start_at,
  estimateEndAt: input.estimate_end_at,
  completionPercentage: input.completion,
  parentId: input.parent_id,
});

export async function createSchedule(ctx: AppContext, user: AuthUser, projectId: number, input: SaveScheduleInput) {
  return ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'read', projectAccess, projectId, { lock: true });
    authorize(user, 'create', PROJECT_SCHEDULES);
    const level = await levelUnder(tx, user, projectId, input.parent_id);
    const [row] = await repo.insertSchedules(tx, [{ projectId, ...values(input), level, automatical: false }]);
    return answerEntry(tx, user, projectId, row.id);
  });
}

export async function updateSchedule(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  scheduleId: number,
  input: SaveScheduleInput,
) {
  return ctx.db.transaction(async (tx) => {
    // The project row is locked so two edits cannot together make a cycle.
    await requireAccess(tx, user, 'read', projectAccess, projectId, { lock: true });
    await requireAccess(tx, user, 'update', scheduleAccess, scheduleId, { within: { projectId }, lock: true });
    if (input.parent_id !== null) {
      const rows = await repo.findProjectSchedules(tx, projectId);
      if (subtreeIds(rows, scheduleId).has(input.parent_id)) throw invalid({ parent_id: ['parent-in-own-subtree'] });
    }
    const level = await levelUnder(tx, user, projectId, input.parent_id);
    await repo.updateSchedule(tx, scheduleId, { ...values(input), level });
    return answerEntry(tx, user, projectId, scheduleId);
  });
}

/** Deletes an entry; its children become roots (the foreign key sets their parent to null). */
export async function deleteSchedule(ctx: AppContext, user: AuthUser, projectId: number, scheduleId: number) {
  await ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'read', projectAccess, projectId);
    await requireAccess(tx, user, 'delete', scheduleAccess, scheduleId, { within: { projectId }, lock: true });
    await repo.deleteSchedule(tx, scheduleId);
  });
}
