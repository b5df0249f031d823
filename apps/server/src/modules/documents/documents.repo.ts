import { and, asc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import {
  documentFieldValues,
  documentFilePages,
  documentFiles,
  documentKeywords,
  documents,
  documentTypes,
  folders,
  keywords,
  projects,
  summaryViewCompanies,
  summaryViews,
} from '../../platform/db/schema';
import { type FolderViewer, visibleFolderCondition } from '../projects/folder-visibility.repo';
import { type ProjectViewer, visibleProjectCondition } from '../projects/projects.repo';

/** Who sees which documents: the project's and the folders' visibility rules, as the folders module decides them. */
export interface DocumentViewer {
  project: Pick<ProjectViewer, 'seesEveryProject' | 'seesDeleted' | 'companyIds'>;
  folder: FolderViewer;
}

export type DocumentRecord = typeof documents.$inferSelect;
export type DocumentFileRecord = typeof documentFiles.$inferSelect;

/** A document as its checks need it: the record and its files' ids (the answer is document-answers.repo.ts). */
export interface DocumentRow {
  document: DocumentRecord;
  fileIds: number[];
  /** Seen only through a summary view shared with the viewer's company: read-only. */
  sharedOnly: boolean;
}

/**
 * A document is visible when its project is (projects.repo) and it lies in the main folder or in a
 * folder the viewer sees (folders.repo): one condition over `documents` left-joined to `folders`
 * and joined to `projects`, so a list is one statement and never a check per row. Other modules'
 * repositories use it too (delete requests): their query must join `projects` on the document's
 * project and left-join `folders` on its folder. It does not exclude removed documents.
 */
export function visibleDocumentCondition(viewer: DocumentViewer): SQL {
  return and(
    visibleProjectCondition(viewer.project),
    or(isNull(documents.folderId), visibleFolderCondition(viewer.folder)),
  ) as SQL;
}

/**
 * A document lies in a folder that a summary view shared with one of the viewer's companies stands
 * for (the folder was copied from the view's default folder), in a project that is not deleted
 * (DECISIONS.md "Summary views"). Reads `documents`, `projects` and `folders` as
 * `visibleDocumentCondition` does.
 */
export function summaryViewSharedCondition(viewer: DocumentViewer): SQL {
  const companyIds = viewer.project.companyIds;
  if (!companyIds.length) return sql`false`;
  return sql`(${folders.defaultFolderId} is not null and ${projects.deletedAt} is null and exists (
    select 1 from ${summaryViews} sv join ${summaryViewCompanies} svc on svc.summary_view_id = sv.id
    where sv.default_folder_id = ${folders.defaultFolderId} and svc.company_id in (${sql.join(
      companyIds.map((id) => sql`${id}`),
      sql`, `,
    )})))`;
}

/**
 * Who may read a document: whoever sees it (`visibleDocumentCondition`) or has it shared through a
 * summary view (`summaryViewSharedCondition`). Every call that reaches a single document, its file
 * or thumbnails goes through it (documents.access.ts); search uses it to answer only what the user
 * may read. The same tables as `visibleDocumentCondition`. Writes still need the user to see the
 * document (the policy refuses `sharedOnly` ones).
 */
export function readableDocumentCondition(viewer: DocumentViewer): SQL {
  return or(visibleDocumentCondition(viewer), summaryViewSharedCondition(viewer)) as SQL;
}

/**
 * The documents among `ids` the viewer may read, removed or not (a removed one answers 410), of
 * `projectId` when given: the access gate's source (documents.access.ts), one statement for any
 * number of ids, locked FOR UPDATE when they are about to change.
 */
export async function findVisibleDocuments(
  db: DbOrTx,
  viewer: DocumentViewer,
  ids: readonly number[],
  options: { projectId?: number; lock: boolean },
): Promise<DocumentRow[]> {
  const query = db
    .select({
      document: documents,
      fileIds: sql<number[]>`coalesce((select array_agg(f.id order by f.id) from ${documentFiles} f
        where f.document_id = ${documents.id}), '{}')`,
      sharedOnly: sql<boolean>`not coalesce(${visibleDocumentCondition(viewer)}, false)`,
    })
    .from(documents)
    .innerJoin(projects, eq(projects.id, documents.projectId))
    .leftJoin(folders, eq(folders.id, documents.folderId))
    .where(
      and(
        inArray(documents.id, [...ids]),
        options.projectId === undefined ? undefined : eq(documents.projectId, options.projectId),
        readableDocumentCondition(viewer),
      ),
    );
  return options.lock ? query.for('update', { of: documents }) : query;
}

/** Moves the documents to a folder (null: the main folder). */
export async function moveDocuments(db: DbOrTx, ids: readonly number[], folderId: number | null): Promise<void> {
  if (!ids.length) return;
  await db
    .update(documents)
    .set({ folderId, updatedAt: new Date() })
    .where(inArray(documents.id, [...ids]));
}

/** Map markers: visible documents with a position, the colour keys from keywords of subject (3) and state (4). */
export async function findVisiblePictures(db: DbOrTx, viewer: DocumentViewer, projectId: number) {
  const keywordOf = (fieldId: number) => sql<number | null>`(
    select k.id from ${documentKeywords} dk join ${keywords} k on k.id = dk.keyword_id
    where dk.document_id = ${documents.id} and k.field_id = ${fieldId} order by k.id limit 1)`;
  return db
    .select({
      id: documents.id,
      lat: sql<number>`${documents.latitude}`,
      lng: sql<number>`${documents.longitude}`,
      company_id: documents.createdByCompanyId,
      subject_id: keywordOf(3),
      state_id: keywordOf(4),
    })
    .from(documents)
    .innerJoin(projects, eq(projects.id, documents.projectId))
    .leftJoin(folders, eq(folders.id, documents.folderId))
    .where(
      and(
        eq(documents.projectId, projectId),
        isNull(documents.deletedAt),
        isNotNull(documents.latitude),
        isNotNull(documents.longitude),
        visibleDocumentCondition(viewer),
      ),
    )
    .orderBy(asc(documents.counter));
}

/** Takes the project's next document number (row-locked until the transaction ends). */
export async function nextCounter(db: DbOrTx, projectId: number): Promise<number> {
  const [row] = await db
    .update(projects)
    .set({ documentCounter: sql`${projects.documentCounter} + 1` })
    .where(eq(projects.id, projectId))
    .returning({ counter: projects.documentCounter });
  return row.counter;
}

/** `projects.last_document_at`: the newest document's creation time, or null when there is none. */
export async function refreshLastDocumentAt(db: DbOrTx, projectId: number): Promise<void> {
  await db.execute(sql`
    update ${projects} set last_document_at = (
      select max(d.created_at) from ${documents} d where d.project_id = ${projectId} and d.deleted_at is null)
    where ${projects.id} = ${projectId}`);
}

export type NewDocument = typeof documents.$inferInsert;
export type NewDocumentFile = typeof documentFiles.$inferInsert;

export async function insertDocument(db: DbOrTx, values: NewDocument): Promise<DocumentRecord> {
  const [row] = await db.insert(documents).values(values).returning();
  return row;
}

export async function insertFile(db: DbOrTx, values: NewDocumentFile): Promise<DocumentFileRecord> {
  const [row] = await db.insert(documentFiles).values(values).returning();
  return row;
}

export async function updateDocument(db: DbOrTx, id: number, values: Partial<NewDocument>): Promise<void> {
  await db
    .update(documents)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(documents.id, id));
}

export async function softDeleteDocuments(db: DbOrTx, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.update(documents).set({ deletedAt: new Date() }).where(inArray(documents.id, ids));
}

/** Field values: rows replaced for the fields given, a value with neither text nor date removed. */
export async function setFieldValues(
  db: DbOrTx,
  documentId: number,
  values: { fieldId: number; text: string | null; date: Date | null }[],
): Promise<void> {
  if (!values.length) return;
  await db.delete(documentFieldValues).where(
    and(
      eq(documentFieldValues.documentId, documentId),
      inArray(
        documentFieldValues.fieldId,
        values.map((v) => v.fieldId),
      ),
    ),
  );
  const kept = values.filter((v) => v.text !== null || v.date !== null);
  if (kept.length) await db.insert(documentFieldValues).values(kept.map((v) => ({ documentId, ...v })));
}

export async function setKeywords(db: DbOrTx, documentId: number, keywordIds: number[]): Promise<void> {
  await db.delete(documentKeywords).where(eq(documentKeywords.documentId, documentId));
  const unique = [...new Set(keywordIds)];
  if (unique.length) await db.insert(documentKeywords).values(unique.map((keywordId) => ({ documentId, keywordId })));
}

export async function findDocumentType(db: DbOrTx, id: number) {
  const [row] = await db.select().from(documentTypes).where(eq(documentTypes.id, id)).limit(1);
  return row;
}

export async function findFile(db: DbOrTx, id: number): Promise<DocumentFileRecord | undefined> {
  const [row] = await db.select().from(documentFiles).where(eq(documentFiles.id, id)).limit(1);
  return row;
}

/** The first file of a document: the one shown and thumbnailed. */
export async function findFirstFile(db: DbOrTx, documentId: number): Promise<DocumentFileRecord | undefined> {
  const [row] = await db
    .select()
    .from(documentFiles)
    .where(eq(documentFiles.documentId, documentId))
    .orderBy(asc(documentFiles.id))
    .limit(1);
  return row;
}

export async function updateFile(db: DbOrTx, id: number, values: Partial<NewDocumentFile>): Promise<void> {
  await db.update(documentFiles).set(values).where(eq(documentFiles.id, id));
}

/** Changes a file's bytes or thumbnails: its paths get the next revision (`?v=`), so no cache answers the old ones. */
export async function reviseFile(db: DbOrTx, id: number, values: Partial<NewDocumentFile>): Promise<void> {
  await db
    .update(documentFiles)
    .set({ ...values, revision: sql`${documentFiles.revision} + 1` })
    .where(eq(documentFiles.id, id));
}

export async function findDocumentRecord(db: DbOrTx, id: number): Promise<DocumentRecord | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  return row;
}

export async function replacePages(db: DbOrTx, fileId: number, pages: string[]): Promise<void> {
  await db.delete(documentFilePages).where(eq(documentFilePages.fileId, fileId));
  if (pages.length) await db.insert(documentFilePages).values(pages.map((text, i) => ({ fileId, page: i + 1, text })));
}

export interface UserDocumentStats {
  userId: number;
  count: number;
  latest: { id: number; name: string; project_id: number; created: string };
}

/**
 * How many documents each user added that the viewer sees, and the newest of them (company
 * users' `document_amount` and `latest_document`): one grouped statement for any number of users.
 */
export async function findDocumentStatsOfUsers(
  db: DbOrTx,
  viewer: DocumentViewer,
  userIds: number[],
): Promise<UserDocumentStats[]> {
  if (!userIds.length) return [];
  const rows = await db
    .select({
      userId: sql<number>`${documents.createdByUserId}`,
      count: sql<number>`count(*)::int`,
      latest: sql<
        UserDocumentStats['latest']
      >`(array_agg(json_build_object('id', ${documents.id}, 'name', ${documents.name},
        'project_id', ${documents.projectId},
        'created', to_char(${documents.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        order by ${documents.createdAt} desc, ${documents.id} desc))[1]`,
    })
    .from(documents)
    .innerJoin(projects, eq(projects.id, documents.projectId))
    .leftJoin(folders, eq(folders.id, documents.folderId))
    .where(
      and(inArray(documents.createdByUserId, userIds), isNull(documents.deletedAt), visibleDocumentCondition(viewer)),
    )
    .groupBy(documents.createdByUserId);
  return rows;
}
