import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { documentDeleteRequests, documentFiles, documents, folders, projects, users } from '../../platform/db/schema';
import { type DocumentViewer, visibleDocumentCondition } from '../documents/documents.repo';

export interface DeleteRequestRow {
  id: number;
  projectId: number;
  projectName: string;
  documentId: number;
  documentName: string;
  counter: number;
  createdAt: Date;
  creatorName: string | null;
  creatorEmail: string | null;
  reason: string | null;
  isDeleted: boolean;
  /** The document's first file, for its download and thumbnail paths. */
  file: { id: number; revision: number; mime: string; thumb: boolean } | null;
}

// The first file of the document (the one shown), by id.
const firstFile = sql<DeleteRequestRow['file']>`(
  select json_build_object('id', f.id, 'revision', f.revision, 'mime', f.mime,
    'thumb', f.thumb_key_prefix is not null and f.ready_at is not null)
  from ${documentFiles} f where f.document_id = ${documents.id} order by f.id limit 1)`;

/** Open requests (not is_deleted) of documents the viewer sees, newest first. */
export async function findOpenRequests(
  db: DbOrTx,
  viewer: DocumentViewer,
  ids?: number[],
): Promise<DeleteRequestRow[]> {
  const rows = await db
    .select({
      id: documentDeleteRequests.id,
      projectId: documentDeleteRequests.projectId,
      projectName: projects.name,
      documentId: documents.id,
      documentName: documents.name,
      counter: documents.counter,
      createdAt: documentDeleteRequests.createdAt,
      creatorName: users.name,
      creatorEmail: users.email,
      reason: documentDeleteRequests.reason,
      isDeleted: documentDeleteRequests.isDeleted,
      file: firstFile,
    })
    .from(documentDeleteRequests)
    .innerJoin(documents, eq(documents.id, documentDeleteRequests.documentId))
    .innerJoin(projects, eq(projects.id, documents.projectId))
    .leftJoin(folders, eq(folders.id, documents.folderId))
    .leftJoin(users, eq(users.id, documentDeleteRequests.createdByUserId))
    .where(
      and(
        eq(documentDeleteRequests.isDeleted, false),
        ids ? inArray(documentDeleteRequests.id, ids) : undefined,
        isNull(documents.deletedAt),
        visibleDocumentCondition(viewer),
      ),
    )
    .orderBy(desc(documentDeleteRequests.createdAt), desc(documentDeleteRequests.id));
  return rows;
}

export async function findOpenRequestForDocument(db: DbOrTx, documentId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: documentDeleteRequests.id })
    .from(documentDeleteRequests)
    .where(and(eq(documentDeleteRequests.documentId, documentId), eq(documentDeleteRequests.isDeleted, false)))
    .orderBy(documentDeleteRequests.id)
    .limit(1);
  return row?.id;
}

/**
 * A new open request, or undefined when the document has one already (also one made by a concurrent
 * call a moment ago: the partial unique index decides, so two clicks never make two requests).
 */
export async function insertRequest(
  db: DbOrTx,
  values: { projectId: number; documentId: number; createdByUserId: number; reason: string | null },
): Promise<number | undefined> {
  const [row] = await db
    .insert(documentDeleteRequests)
    .values(values)
    .onConflictDoNothing({
      target: documentDeleteRequests.documentId,
      where: sql`${documentDeleteRequests.isDeleted} = false`,
    })
    .returning({ id: documentDeleteRequests.id });
  return row?.id;
}

/**
 * Removes the documents (their rows stay with `deleted_at`, so files answer 410) and closes every
 * open request of them. Returns the documents that were removed now, with their projects.
 */
export async function removeDocuments(db: DbOrTx, documentIds: number[]): Promise<{ id: number; projectId: number }[]> {
  if (!documentIds.length) return [];
  const removed = await db
    .update(documents)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(inArray(documents.id, documentIds), isNull(documents.deletedAt)))
    .returning({ id: documents.id, projectId: documents.projectId });
  await closeRequestsOfDocuments(db, documentIds);
  return removed;
}

/** Closes every open request of the documents (they are being removed, by a request or directly). */
export async function closeRequestsOfDocuments(db: DbOrTx, documentIds: number[]): Promise<void> {
  if (!documentIds.length) return;
  await db
    .update(documentDeleteRequests)
    .set({ isDeleted: true })
    .where(and(inArray(documentDeleteRequests.documentId, documentIds), eq(documentDeleteRequests.isDeleted, false)));
}

export async function deleteRequest(db: DbOrTx, id: number): Promise<void> {
  await db.delete(documentDeleteRequests).where(eq(documentDeleteRequests.id, id));
}
