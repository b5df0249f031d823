import type { AccessSource } from '../../platform/access/access';
import type { SummaryViewSubject } from '../../platform/access/policies/summary-views.policy';
import { summaryViewViewer } from '../../platform/access/viewers';
import { notFound } from '../../platform/http/app-error';
import { findVisibleViews, type SummaryViewRow } from './summary-views.repo';

export const summaryViewSubject = (attached: boolean): SummaryViewSubject => ({ kind: 'summaryView', attached });

/**
 * Summary views for the access gate: every view for owner-managers, the views shared with the
 * user's companies for anyone else (summary-views.repo); others are 404.
 *
 *   const { row } = await requireAccess(db, user, 'manage', summaryViewAccess, id);
 */
export const summaryViewAccess: AccessSource<SummaryViewSubject, SummaryViewRow> = {
  notFound: () => notFound('Summary view not found.'),
  async find(db, user, ids, { lock }) {
    const rows = await findVisibleViews(db, summaryViewViewer(user), ids, lock);
    return rows.map((row) => ({ id: row.id, subject: summaryViewSubject(row.attached), removed: false, row }));
  },
};
