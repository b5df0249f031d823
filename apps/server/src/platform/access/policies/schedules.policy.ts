import type { AuthUser } from '../../auth/auth-user';
import { definePolicy } from '../policy';
import { staffArea } from '../reach';
import { hasPermission } from '../user-facts';

/**
 * Project schedules (spec part 2 §6, DECISIONS.md "Schedules"): anyone who sees the project reads
 * the top level; schedules_view shows every level; projects.manage adds, edits and deletes
 * (client and subcontractor managers too, DECISIONS.md "Who may write"). Project visibility is SQL
 * and comes first.
 */
const reads = (user: AuthUser) => hasPermission(user, 'projects.access');
const manages = (user: AuthUser) => reads(user) && hasPermission(user, 'projects.manage');

export interface ProjectSchedulesSubject {
  kind: 'projectSchedules';
}

export const projectSchedulesPolicy = definePolicy<ProjectSchedulesSubject>(staffArea)({
  read: reads,
  viewAllLevels: (user) => reads(user) && hasPermission(user, 'schedules_view'),
  create: manages,
});

/** One entry; automatic ones (status changes) are written by the server only. */
export interface ScheduleSubject {
  kind: 'schedule';
  automatical: boolean;
}

export const schedulePolicy = definePolicy<ScheduleSubject>(staffArea)({
  read: reads,
  update: (user, entry) => manages(user) && !entry.automatical,
  delete: (user, entry) => manages(user) && !entry.automatical,
});

export const PROJECT_SCHEDULES: ProjectSchedulesSubject = { kind: 'projectSchedules' };
