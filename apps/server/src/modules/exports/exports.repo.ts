import { and, asc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { documentExports, documentFiles, documents, folders, projects, users } from '../../platform/db/schema';
import { type FolderViewer, visibleFolderCondition } from '../projects/folder-visibility.repo';

export type DocumentExportRecord = typeof documentExports.$inferSelect;

export async function insertExport(
  db: DbOrTx,
  values: { projectId: number; userId: number; documentIds: number[] },
): Promise<number> {
  const [row] = await db.insert(documentExports).values(values).returning({ id: documentExports.id });
  return row.id;
}

export async function findExport(db: DbOrTx, id: number): Promise<DocumentExportRecord | undefined> {
  const [row] = await db.select().from(documentExports).where(eq(documentExports.id, id)).limit(1);
  return row;
}

export interface ExportFileRow {
  documentId: number;
  counter: number;
  /** null: the main folder (the ZIP's top level). */
  folderId: number | null;
  name: string;
  extension: string;
  storageKey: string;
}

/** The files of the export's documents still present in the project, by document counter then file. */
export async function findExportFiles(db: DbOrTx, projectId: number, documentIds: number[]): Promise<ExportFileRow[]> {
  if (!documentIds.length) return [];
  return db
    .select({
      documentId: documents.id,
      counter: documents.counter,
      folderId: documents.folderId,
      name: documentFiles.name,
      extension: documentFiles.extension,
      storageKey: documentFiles.storageKey,
    })
    .from(documentFiles)
    .innerJoin(documents, eq(documents.id, documentFiles.documentId))
    .where(and(inArray(documents.id, documentIds), eq(documents.projectId, projectId), isNull(documents.deletedAt)))
    .orderBy(asc(documents.counter), asc(documentFiles.id));
}

/** Every folder of the project, with whether the viewer sees it (the ZIP's directories). */
export async function findFolderTree(
  db: DbOrTx,
  viewer: FolderViewer,
  projectId: number,
): Promise<{ id: number; name: string; parentId: number | null; visible: boolean }[]> {
  const [all, visible] = await Promise.all([
    db
      .select({ id: folders.id, name: folders.name, parentId: folders.parentId })
      .from(folders)
      .where(eq(folders.projectId, projectId)),
    db
      .select({ id: folders.id })
      .from(folders)
      .where(and(eq(folders.projectId, projectId), visibleFolderCondition(viewer))),
  ]);
  const seen = new Set(visible.map((f) => f.id));
  return all.map((f) => ({ ...f, visible: seen.has(f.id) }));
}

/** The project's code and name, for the ZIP's and the e-mail's names. */
export async function findProjectNames(db: DbOrTx, id: number): Promise<{ code: string; name: string } | undefined> {
  const [row] = await db.select({ code: projects.code, name: projects.name }).from(projects).where(eq(projects.id, id));
  return row;
}

/** Who asked for an export: where its mail goes, whom it greets, in which language. */
export async function findExportOwner(
  db: DbOrTx,
  userId: number,
): Promise<{ email: string; name: string; locale: string } | undefined> {
  const [row] = await db
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function markReady(
  db: DbOrTx,
  id: number,
  values: { storageKey: string; secretHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(documentExports)
    .set({ ...values, status: 'ready' })
    .where(eq(documentExports.id, id));
}

export async function markFailed(db: DbOrTx, id: number): Promise<void> {
  await db.update(documentExports).set({ status: 'failed' }).where(eq(documentExports.id, id));
}

/** Ready exports whose link expired at or before `now` and whose ZIP is still stored. */
export async function findExpiredStoredExports(
  db: DbOrTx,
  now: Date,
  limit: number,
): Promise<{ id: number; storageKey: string }[]> {
  const rows = await db
    .select({ id: documentExports.id, storageKey: documentExports.storageKey })
    .from(documentExports)
    .where(and(isNotNull(documentExports.storageKey), lte(documentExports.expiresAt, now)))
    .orderBy(asc(documentExports.id))
    .limit(limit);
  return rows.flatMap((r) => (r.storageKey ? [{ id: r.id, storageKey: r.storageKey }] : []));
}

/** The ZIP is gone; the row stays so that its link keeps answering 410. */
export async function forgetStoredZips(db: DbOrTx, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.update(documentExports).set({ storageKey: null }).where(inArray(documentExports.id, ids));
}
