import type { AccessSource } from '../../platform/access/access';
import type { ProgressReportSubject } from '../../platform/access/policies/progress-reports.policy';
import { notFound } from '../../platform/http/app-error';
import { findReportsIn, type ProgressReportRecord } from './progress-reports.repo';

/**
 * Progress reports for the access gate, always within a project: the service checks the project
 * first (its visibility join), so a report of another project, or of a hidden one, is the same 404.
 */
export const progressReportAccess: AccessSource<ProgressReportSubject, ProgressReportRecord, { projectId: number }> = {
  notFound: () => notFound('Progress report not found.'),
  async find(db, _user, ids, { within, lock }) {
    if (!within) return [];
    const rows = await findReportsIn(db, within.projectId, ids, lock);
    return rows.map((row) => ({
      id: row.id,
      subject: { kind: 'progressReport' as const, userId: row.userId },
      removed: false,
      row,
    }));
  },
};
