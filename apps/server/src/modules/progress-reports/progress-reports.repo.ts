import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { companies, progressReports, projectCompanies, users } from '../../platform/db/schema';

export type ProgressReportRecord = typeof progressReports.$inferSelect;
type NewProgressReport = typeof progressReports.$inferInsert;

export interface ProgressReportRow extends ProgressReportRecord {
  userName: string | null;
  companyName: string | null;
}

/** A project's reports, newest first, from `from` (inclusive) to `before` (exclusive), wall times. */
export function findProjectReports(
  db: DbOrTx,
  projectId: number,
  range: { from?: string; before?: string },
): Promise<ProgressReportRow[]> {
  return db
    .select({
      id: progressReports.id,
      projectId: progressReports.projectId,
      userId: progressReports.userId,
      companyId: progressReports.companyId,
      reportedAt: progressReports.reportedAt,
      numbers: progressReports.numbers,
      createdAt: progressReports.createdAt,
      userName: users.name,
      companyName: companies.name,
    })
    .from(progressReports)
    .leftJoin(users, eq(users.id, progressReports.userId))
    .leftJoin(companies, eq(companies.id, progressReports.companyId))
    .where(
      and(
        eq(progressReports.projectId, projectId),
        range.from ? gte(progressReports.reportedAt, range.from) : undefined,
        range.before ? lt(progressReports.reportedAt, range.before) : undefined,
      ),
    )
    .orderBy(desc(progressReports.reportedAt), desc(progressReports.id));
}

/** The reports among `ids` that belong to the project (others are left out). */
export function findReportsIn(db: DbOrTx, projectId: number, ids: readonly number[], lock: boolean) {
  const query = db
    .select()
    .from(progressReports)
    .where(and(eq(progressReports.projectId, projectId), inArray(progressReports.id, [...ids])));
  return lock ? query.for('update') : query;
}

/** Of `companyIds`, those attached to the project. */
export async function attachedCompanies(db: DbOrTx, projectId: number, companyIds: number[]): Promise<number[]> {
  if (!companyIds.length) return [];
  const rows = await db
    .select({ id: projectCompanies.companyId })
    .from(projectCompanies)
    .where(and(eq(projectCompanies.projectId, projectId), inArray(projectCompanies.companyId, companyIds)));
  return rows.map((r) => r.id);
}

export async function insertReport(db: DbOrTx, values: NewProgressReport): Promise<number> {
  const [row] = await db.insert(progressReports).values(values).returning({ id: progressReports.id });
  return row.id;
}

export async function deleteReport(db: DbOrTx, id: number): Promise<void> {
  await db.delete(progressReports).where(eq(progressReports.id, id));
}
