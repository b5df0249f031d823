import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import {
  apartments,
  condominiumProjects,
  materialDeadlines,
  materialFormDeadlines,
  materialForms,
  materialQuotes,
  projects,
} from '../../platform/db/schema';
import { type ProjectViewer, visibleProjectCondition } from '../projects/projects.repo';

/** Who sees which projects (projects.repo's rules); a deadline is seen with its project. */
export type DeadlineViewer = Pick<ProjectViewer, 'seesEveryProject' | 'seesDeleted' | 'companyIds'>;

export interface DeadlineProjectRow {
  id: number;
  /** The condominium of a condominium project, whose apartments the deadlines name. */
  condominiumId: number | null;
}

/** Projects among `ids` the viewer sees, with their condominium. */
export async function findProjectsIn(
  db: DbOrTx,
  viewer: DeadlineViewer,
  ids: readonly number[],
  lock: boolean,
): Promise<DeadlineProjectRow[]> {
  const query = db
    .select({ id: projects.id, condominiumId: condominiumProjects.condominiumId })
    .from(projects)
    .leftJoin(condominiumProjects, eq(condominiumProjects.projectId, projects.id))
    .where(and(inArray(projects.id, [...ids]), visibleProjectCondition(viewer)));
  return lock ? query.for('update', { of: projects }) : query;
}

export type DeadlineRow = typeof materialDeadlines.$inferSelect;

/** Deadlines among `ids` of one project the viewer sees. */
export async function findDeadlinesIn(
  db: DbOrTx,
  viewer: DeadlineViewer,
  projectId: number,
  ids: readonly number[],
  lock: boolean,
): Promise<DeadlineRow[]> {
  const query = db
    .select({ deadline: materialDeadlines })
    .from(materialDeadlines)
    .innerJoin(projects, eq(projects.id, materialDeadlines.projectId))
    .where(
      and(
        inArray(materialDeadlines.id, [...ids]),
        eq(materialDeadlines.projectId, projectId),
        visibleProjectCondition(viewer),
      ),
    );
  const rows = await (lock ? query.for('update', { of: materialDeadlines }) : query);
  return rows.map((r) => r.deadline);
}

/**
 * A project's deadlines: project-wide first, then by stairwell, the stairwell's own row before its
 * apartments', apartments by number as numbers (shorter first), the latest added last.
 */
export async function findProjectDeadlines(
  db: DbOrTx,
  projectId: number,
  window: { limit: number; offset: number },
): Promise<{ rows: DeadlineRow[]; total: number }> {
  const rows = await db
    .select()
    .from(materialDeadlines)
    .where(eq(materialDeadlines.projectId, projectId))
    .orderBy(
      sql`${materialDeadlines.stairwell} nulls first`,
      sql`length(${materialDeadlines.apartmentNumber}) nulls first`,
      asc(materialDeadlines.apartmentNumber),
      asc(materialDeadlines.createdAt),
      asc(materialDeadlines.id),
    )
    .limit(window.limit)
    .offset(window.offset);
  const [{ total }] = await db
    .select({ total: count() })
    .from(materialDeadlines)
    .where(eq(materialDeadlines.projectId, projectId));
  return { rows, total };
}

/** Whether the condominium has an apartment in the stairwell (and with the number, when given). */
export async function hasApartment(
  db: DbOrTx,
  condominiumId: number,
  stairwell: string,
  apartmentNumber: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: apartments.id })
    .from(apartments)
    .where(
      and(
        eq(apartments.condominiumId, condominiumId),
        eq(apartments.stairwell, stairwell),
        apartmentNumber === null ? undefined : eq(apartments.apartmentNumber, apartmentNumber),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertDeadline(
  db: DbOrTx,
  values: { projectId: number; stairwell: string | null; apartmentNumber: string | null; deadlineAt: Date },
): Promise<DeadlineRow> {
  const [row] = await db.insert(materialDeadlines).values(values).returning();
  return row;
}

export async function deleteDeadline(db: DbOrTx, id: number): Promise<void> {
  await db.delete(materialDeadlines).where(eq(materialDeadlines.id, id));
}

/* ---- Forms' own deadlines ------------------------------------------------------------------- */

export interface FormRow {
  id: number;
  projectId: number;
  name: string;
}

/** Material forms among `ids` whose project the viewer sees. */
export async function findFormsIn(
  db: DbOrTx,
  viewer: DeadlineViewer,
  ids: readonly number[],
  lock: boolean,
): Promise<FormRow[]> {
  const query = db
    .select({ id: materialForms.id, projectId: materialForms.projectId, name: materialForms.name })
    .from(materialForms)
    .innerJoin(projects, eq(projects.id, materialForms.projectId))
    .where(and(inArray(materialForms.id, [...ids]), visibleProjectCondition(viewer)));
  return lock ? query.for('update', { of: materialForms }) : query;
}

export interface FormDeadlineRow {
  id: number;
  materialFormId: number;
  materialFormName: string;
  projectId: number;
  deadlineAt: Date;
}

const formDeadlineColumns = {
  id: materialFormDeadlines.id,
  materialFormId: materialFormDeadlines.materialFormId,
  materialFormName: materialForms.name,
  projectId: materialForms.projectId,
  deadlineAt: materialFormDeadlines.deadlineAt,
};

function selectFormDeadlines(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(formDeadlineColumns)
    .from(materialFormDeadlines)
    .innerJoin(materialForms, eq(materialForms.id, materialFormDeadlines.materialFormId))
    .innerJoin(projects, eq(projects.id, materialForms.projectId))
    .where(where);
}

/** Form deadlines among `ids` whose project the viewer sees. */
export async function findFormDeadlinesIn(
  db: DbOrTx,
  viewer: DeadlineViewer,
  ids: readonly number[],
  lock: boolean,
): Promise<FormDeadlineRow[]> {
  const query = selectFormDeadlines(
    db,
    and(inArray(materialFormDeadlines.id, [...ids]), visibleProjectCondition(viewer)),
  );
  return lock ? query.for('update', { of: materialFormDeadlines }) : query;
}

/** Form deadlines of one project, of one form, or of every project the viewer sees; by form name. */
export async function findFormDeadlines(
  db: DbOrTx,
  filter: { projectId: number } | { materialFormId: number } | { viewer: DeadlineViewer },
  window: { limit: number; offset: number },
): Promise<{ rows: FormDeadlineRow[]; total: number }> {
  const where =
    'projectId' in filter
      ? eq(materialForms.projectId, filter.projectId)
      : 'materialFormId' in filter
        ? eq(materialFormDeadlines.materialFormId, filter.materialFormId)
        : and(visibleProjectCondition(filter.viewer), isNull(projects.deletedAt));
  const rows = await selectFormDeadlines(db, where)
    .orderBy(sql`lower(${materialForms.name})`, asc(materialForms.id))
    .limit(window.limit)
    .offset(window.offset);
  const [{ total }] = await db
    .select({ total: count() })
    .from(materialFormDeadlines)
    .innerJoin(materialForms, eq(materialForms.id, materialFormDeadlines.materialFormId))
    .innerJoin(projects, eq(projects.id, materialForms.projectId))
    .where(where);
  return { rows, total };
}

/** Sets a form's deadline unless it has one; null when it had (one per form). */
export async function insertFormDeadline(db: DbOrTx, materialFormId: number, deadlineAt: Date): Promise<number | null> {
  const [row] = await db
    .insert(materialFormDeadlines)
    .values({ materialFormId, deadlineAt })
    .onConflictDoNothing()
    .returning({ id: materialFormDeadlines.id });
  return row?.id ?? null;
}

export async function updateFormDeadline(db: DbOrTx, id: number, deadlineAt: Date): Promise<void> {
  await db.update(materialFormDeadlines).set({ deadlineAt }).where(eq(materialFormDeadlines.id, id));
}

export async function deleteFormDeadline(db: DbOrTx, id: number): Promise<void> {
  await db.delete(materialFormDeadlines).where(eq(materialFormDeadlines.id, id));
}

/* ---- Quote deadlines (kept on the quote) ---------------------------------------------------- */

export interface QuoteDeadlineRow {
  id: number;
  projectId: number;
  deadlineAt: Date | null;
}

/** Quotes among `ids` whose project the viewer sees, with their deadline. */
export async function findQuotesIn(
  db: DbOrTx,
  viewer: DeadlineViewer,
  ids: readonly number[],
  lock: boolean,
): Promise<QuoteDeadlineRow[]> {
  const query = db
    .select({ id: materialQuotes.id, projectId: materialQuotes.projectId, deadlineAt: materialQuotes.deadlineAt })
    .from(materialQuotes)
    .innerJoin(projects, eq(projects.id, materialQuotes.projectId))
    .where(and(inArray(materialQuotes.id, [...ids]), visibleProjectCondition(viewer)));
  return lock ? query.for('update', { of: materialQuotes }) : query;
}

export async function setQuoteDeadline(db: DbOrTx, id: number, deadlineAt: Date | null): Promise<void> {
  await db.update(materialQuotes).set({ deadlineAt, updatedAt: sql`now()` }).where(eq(materialQuotes.id, id));
}
