import type { AccessSource } from '../../platform/access/access';
import type { ScheduleSubject } from '../../platform/access/policies/schedules.policy';
import { notFound } from '../../platform/http/app-error';
import { findSchedulesIn, type ScheduleRecord } from './schedules.repo';

/**
 * Schedule entries for the access gate, always within a project: the service checks the project
 * first (its visibility join), so an entry of another project, or of a hidden one, is the same 404.
 */
export const scheduleAccess: AccessSource<ScheduleSubject, ScheduleRecord, { projectId: number }> = {
  notFound: () => notFound('Schedule entry not found.'),
  async find(db, _user, ids, { within, lock }) {
    if (!within) return [];
    const rows = await findSchedulesIn(db, within.projectId, ids, lock);
    return rows.map((row) => ({
      id: row.id,
      subject: { kind: 'schedule' as const, automatical: row.automatical },
      removed: false,
      row,
    }));
  },
};
