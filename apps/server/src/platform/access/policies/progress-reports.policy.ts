import type { AuthUser } from '../../auth/auth-user';
import { definePolicy } from '../policy';
import { staffArea } from '../reach';
import { hasPermission, isInWritingCompany } from '../user-facts';

/*
 * Progress reports (spec part 2: the progressnumbers tab; who may write is not said). Chosen: anyone
 * who sees the project reads them; those who do the work report it (Super, owner and subcontractor
 * users, as for adding documents) and so may project managers (projects.manage); a report is
 * deleted by its sender or a project manager. Project visibility is SQL and comes first.
 */
const reads = (user: AuthUser) => hasPermission(user, 'projects.access');
const manages = (user: AuthUser) => reads(user) && hasPermission(user, 'projects.manage');

export interface ProjectProgressReportsSubject {
  kind: 'projectProgressReports';
}

export const projectProgressReportsPolicy = definePolicy<ProjectProgressReportsSubject>(staffArea)({
  read: reads,
  create: (user) => reads(user) && (isInWritingCompany(user) || manages(user)),
});

export interface ProgressReportSubject {
  kind: 'progressReport';
  /** Who sent it; null once that user is gone. */
  userId: number | null;
}

export const progressReportPolicy = definePolicy<ProgressReportSubject>(staffArea)({
  read: reads,
  delete: (user, report) => manages(user) || (reads(user) && report.userId === user.id),
});

export const PROJECT_PROGRESS_REPORTS: ProjectProgressReportsSubject = { kind: 'projectProgressReports' };
