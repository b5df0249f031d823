import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import {
  companies,
  defaultFolders,
  documentKeywords,
  documents,
  folders,
  keywords,
  projects,
  summaryViewCompanies,
  summaryViews,
} from '../../platform/db/schema';

/**
 * Who sees which views: owner-managers every view; anyone else the views shared with their
 * companies. `shownCompanyIds` (null: all) limits the companies a view's answer names, so no
 * other company reaches a user outside the owner side (DECISIONS.md "Who may write").
 */
export interface SummaryViewViewer {
  seesEveryView: boolean;
  companyIds: number[];
  shownCompanyIds: number[] | null;
}

export interface SummaryViewRow {
  id: number;
  name: string;
  defaultFolderId: number;
  defaultFolderName: string;
  /** Shared with one of the viewer's companies. */
  attached: boolean;
  companies: { id: number; name: string; type: string }[];
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

function attachedCondition(companyIds: number[]): SQL {
  if (!companyIds.length) return sql`false`;
  return sql`exists (select 1 from ${summaryViewCompanies} a
    where a.summary_view_id = ${summaryViews.id} and a.company_id in (${idList(companyIds)}))`;
}

function companiesOfView(shown: number[] | null): SQL {
  const limit = shown === null ? sql`` : shown.length ? sql` and c.id in (${idList(shown)})` : sql` and false`;
  return sql`coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name, 'type', c.type) order by lower(c.name), c.id)
    from ${summaryViewCompanies} svc join ${companies} c on c.id = svc.company_id
    where svc.summary_view_id = ${summaryViews.id}${limit}), '[]'::json)`;
}

/** The views the viewer sees (among `ids` when given), by name. */
export async function findVisibleViews(
  db: DbOrTx,
  viewer: SummaryViewViewer,
  ids?: readonly number[],
  lock = false,
): Promise<SummaryViewRow[]> {
  const attached = attachedCondition(viewer.companyIds);
  const query = db
    .select({
      id: summaryViews.id,
      name: summaryViews.name,
      defaultFolderId: summaryViews.defaultFolderId,
      defaultFolderName: defaultFolders.name,
      attached: sql<boolean>`${attached}`,
      companies: sql<SummaryViewRow['companies']>`${companiesOfView(viewer.shownCompanyIds)}`,
    })
    .from(summaryViews)
    .innerJoin(defaultFolders, eq(defaultFolders.id, summaryViews.defaultFolderId))
    .where(
      and(
        ids === undefined ? undefined : inArray(summaryViews.id, [...ids]),
        viewer.seesEveryView ? undefined : attached,
      ),
    )
    .orderBy(sql`lower(${summaryViews.name})`, asc(summaryViews.id));
  return lock ? query.for('update', { of: summaryViews }) : query;
}

export async function defaultFolderExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: defaultFolders.id }).from(defaultFolders).where(eq(defaultFolders.id, id));
  return row !== undefined;
}

export async function companyExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return row !== undefined;
}

export async function insertView(db: DbOrTx, values: { name: string; defaultFolderId: number }): Promise<number> {
  const [row] = await db.insert(summaryViews).values(values).returning({ id: summaryViews.id });
  return row.id;
}

export async function deleteView(db: DbOrTx, id: number): Promise<void> {
  await db.delete(summaryViews).where(eq(summaryViews.id, id));
}

export async function attachCompany(db: DbOrTx, viewId: number, companyId: number): Promise<void> {
  await db.insert(summaryViewCompanies).values({ summaryViewId: viewId, companyId }).onConflictDoNothing();
}

export async function detachCompany(db: DbOrTx, viewId: number, companyId: number): Promise<void> {
  await db
    .delete(summaryViewCompanies)
    .where(and(eq(summaryViewCompanies.summaryViewId, viewId), eq(summaryViewCompanies.companyId, companyId)));
}

/**
 * The document if it is one of the view's (in a folder copied from `defaultFolderId`, in a project
 * that is not deleted), removed or not, locked for the state change.
 */
export async function findViewDocument(
  db: DbOrTx,
  defaultFolderId: number,
  documentId: number,
): Promise<{ id: number; projectId: number; removed: boolean } | undefined> {
  const [row] = await db
    .select({ id: documents.id, projectId: documents.projectId, deletedAt: documents.deletedAt })
    .from(documents)
    .innerJoin(folders, eq(folders.id, documents.folderId))
    .innerJoin(projects, eq(projects.id, documents.projectId))
    .where(and(eq(documents.id, documentId), eq(folders.defaultFolderId, defaultFolderId), isNull(projects.deletedAt)))
    .for('update', { of: documents });
  return row && { id: row.id, projectId: row.projectId, removed: row.deletedAt !== null };
}

/** A keyword of the given field, active or not. */
export async function keywordOfField(db: DbOrTx, keywordId: number, fieldId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: keywords.id })
    .from(keywords)
    .where(and(eq(keywords.id, keywordId), eq(keywords.fieldId, fieldId)));
  return row !== undefined;
}

/** Replaces the document's keywords of the field with the one keyword. */
export async function replaceFieldKeyword(
  db: DbOrTx,
  documentId: number,
  fieldId: number,
  keywordId: number,
): Promise<void> {
  await db
    .delete(documentKeywords)
    .where(
      and(
        eq(documentKeywords.documentId, documentId),
        inArray(
          documentKeywords.keywordId,
          db.select({ id: keywords.id }).from(keywords).where(eq(keywords.fieldId, fieldId)),
        ),
      ),
    );
  await db.insert(documentKeywords).values({ documentId, keywordId }).onConflictDoNothing();
  await db.update(documents).set({ updatedAt: new Date() }).where(eq(documents.id, documentId));
}
