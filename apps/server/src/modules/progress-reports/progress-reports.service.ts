import type { CreateProgressReportInput, ProgressReport } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import { authorize, can } from '../../platform/access/gate';
import { PROJECT_PROGRESS_REPORTS } from '../../platform/access/policies/progress-reports.policy';
import type { AuthUser } from '../../platform/auth/auth-user';
import { projectAccess } from '../projects/projects.access';
import { progressReportAccess } from './progress-reports.access';
import * as repo from './progress-reports.repo';

/** `YYYY-MM-DD HH:mm[:ss]` (as stored) to the spec's `DD.MM.YYYY HH:mm`. */
export function reportDate(wall: string): string {
  const [date, time = '00:00'] = wall.split(/[ T]/);
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y} ${time.slice(0, 5)}`;
}

/** The day after `YYYY-MM-DD`, so the end day of a filter is included whole. */
function dayAfter(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const next = new Date(0);
  next.setUTCFullYear(y, m - 1, d + 1);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

function present(user: AuthUser, row: repo.ProgressReportRow): ProgressReport {
  return {
    id: row.id,
    project_id: row.projectId,
    date: reportDate(row.reportedAt),
    user: row.userId !== null && row.userName !== null ? { id: row.userId, name: row.userName } : null,
    company: row.companyId !== null && row.companyName !== null ? { id: row.companyId, name: row.companyName } : null,
    numbers: row.numbers,
    can: { delete: can(user, { kind: 'progressReport', userId: row.userId }).delete },
  };
}

/** The reports of a project the user sees, newest first, from `start` to the end of `end`. */
export async function listReports(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  query: { start?: string; end?: string },
) {
  await requireAccess(ctx.db, user, 'read', projectAccess, projectId);
  authorize(user, 'read', PROJECT_PROGRESS_REPORTS);
  const rows = await repo.findProjectReports(ctx.db, projectId, {
    from: query.start,
    before: query.end ? dayAfter(query.end) : undefined,
  });
  return {
    data: rows.map((row) => present(user, row)),
    can: { create: can(user, PROJECT_PROGRESS_REPORTS).create },
  };
}

/**
 * The company a report is sent for: the sender's company attached to the project, else their
 * owner-type company, else their first; none for Super without a company.
 */
async function reportingCompany(ctx: AppContext, user: AuthUser, projectId: number): Promise<number | null> {
  const own = user.companies.map((c) => c.id);
  const [attached] = await repo.attachedCompanies(ctx.db, projectId, own);
  return attached ?? user.companies.find((c) => c.type === 'owner')?.id ?? own[0] ?? null;
}

export async function createReport(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  input: CreateProgressReportInput,
): Promise<ProgressReport> {
  await requireAccess(ctx.db, user, 'read', projectAccess, projectId);
  authorize(user, 'create', PROJECT_PROGRESS_REPORTS);
  const id = await repo.insertReport(ctx.db, {
    projectId,
    userId: user.id,
    companyId: await reportingCompany(ctx, user, projectId),
    reportedAt: input.date,
    numbers: input.numbers,
  });
  const [row] = (await repo.findProjectReports(ctx.db, projectId, {})).filter((r) => r.id === id);
  return present(user, row);
}

export async function deleteReport(ctx: AppContext, user: AuthUser, projectId: number, reportId: number) {
  await ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'read', projectAccess, projectId);
    await requireAccess(tx, user, 'delete', progressReportAccess, reportId, { within: { projectId }, lock: true });
    await repo.deleteReport(tx, reportId);
  });
}
