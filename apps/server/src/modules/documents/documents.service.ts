import {
  type Document,
  type DocumentList,
  ErrorCode,
  type MoveDocumentsInput,
  RealtimeEvent,
  type UpdateDocumentInput,
  uploadDocumentFields,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { removedError, requireAccess } from '../../platform/access/access';
import { documentViewer } from '../../platform/access/viewers';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, invalid } from '../../platform/http/app-error';
import { JsonText } from '../../platform/http/endpoint-route';
import { issuesToFields } from '../../platform/http/issue-fields';
import { closeRequestsOfDocuments } from '../delete-requests/delete-requests.repo';
import { folderAccess } from '../folders/folders.access';
import { documentAnswer, visibleDocumentsJson } from './document-answers.repo';
import {
  announceDocuments,
  type DocumentAudience,
  type DocumentEvent,
  documentAudience,
  mergeAudiences,
} from './document-audience.access';
import { checkedValues, parseCoordinates } from './document-values';
import { documentAccess, projectDocumentsAccess } from './documents.access';
import { presentDocumentCan, presentPanelCan } from './documents.presenter';
import { DOCUMENT_PROCESS_JOB, processingExpirySeconds } from './documents.queue';
import * as repo from './documents.repo';
import { type DocumentUpload, fileValues } from './documents.upload';
import { asDuplicateUpload, assertNewUploadKey } from './documents-upload-key';

/*
 * Every check of this file is one `requireAccess` call (platform/access/access.ts): the project's
 * documents as a whole (`projectDocumentsAccess`), documents (`documentAccess`, one id or a whole
 * set in one query) and target folders (`folderAccess`). The file calls are in document-files.service.ts.
 */

/** Folder 0 (main) is null; another folder must be one of the project's the user sees, else 404. */
async function resolveFolder(db: DbOrTx, user: AuthUser, projectId: number, folderId: number): Promise<number | null> {
  if (folderId === 0) return null;
  return (await requireAccess(db, user, 'read', folderAccess, folderId, { within: { projectId } })).id;
}

/** The company a document counts as added by: the user's owner or subcontractor company, else any. */
function writingCompany(user: AuthUser): number | null {
  const writing = user.companies.find((c) => c.type === 'owner' || c.type === 'subcontractor');
  return writing?.id ?? user.companies[0]?.id ?? null;
}

/** Told to those who may see the documents (document-audience.access.ts); the caller need not wait for it. */
function publish(ctx: AppContext, event: DocumentEvent, projectId: number, ids: number[], audience?: DocumentAudience) {
  void announceDocuments(ctx, event, projectId, ids, audience);
}

/** How long a processing job may run before another worker takes it over (a killed worker's job). */
export const expiryOf = (ctx: AppContext, file: { mime: string; size: number }) =>
  processingExpirySeconds(ctx.config.JOB_EXPIRY_SECONDS, file);

export async function listDocuments(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  folderId?: number,
  limit?: number,
) {
  const panel = projectDocumentsAccess(ctx.config.FEATURE_EXPORT);
  const { subject } = await requireAccess(ctx.db, user, 'read', panel, projectId);
  const folder = folderId === undefined ? undefined : folderId === 0 ? null : folderId;
  const list = await visibleDocumentsJson(
    ctx.db,
    documentViewer(user),
    projectId,
    folder,
    presentDocumentCan(user, projectId),
    limit,
  );
  return new JsonText<DocumentList>(`{"data":${list},"can":${JSON.stringify(presentPanelCan(user, subject))}}`);
}

export async function listPictures(ctx: AppContext, user: AuthUser, projectId: number) {
  await requireAccess(ctx.db, user, 'read', projectDocumentsAccess(ctx.config.FEATURE_EXPORT), projectId);
  return repo.findVisiblePictures(ctx.db, documentViewer(user), projectId);
}

/** The answer of a document the caller has just been allowed to see or change. */
export async function presentDocument(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  id: number,
  sharedOnly = false,
) {
  const answer = await documentAnswer(ctx.db, id, presentDocumentCan(user, projectId, sharedOnly));
  if (!answer) throw documentAccess.notFound();
  return answer;
}

export async function getDocument(ctx: AppContext, user: AuthUser, id: number): Promise<Document> {
  const { row } = await requireAccess(ctx.db, user, 'read', documentAccess, id);
  return presentDocument(ctx, user, row.document.projectId, id, row.sharedOnly);
}

/**
 * POST projects/{id}/documents. The caller is authorized before the body is read; the file is
 * then streamed into storage, and only once it is durable are the row, its counter and its
 * processing job committed, in one transaction. A failure after storing removes the file.
 */
export async function uploadDocument(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  readUpload: () => Promise<DocumentUpload>,
): Promise<Document> {
  await requireAccess(ctx.db, user, 'create', projectDocumentsAccess(ctx.config.FEATURE_EXPORT), projectId);
  const upload = await readUpload();
  const { file } = upload;
  let id: number;
  try {
    if (!file) throw new AppError(422, ErrorCode.chooseFile, 'Choose a file.', { file: ['required'] });
    // The add dialog's step 1 (spec part 2 §5: "a file and a document type, else the required message").
    if (!upload.fields.documentTypeId?.trim())
      throw new AppError(422, ErrorCode.fillRequired, 'Choose a document type.', { documentTypeId: ['required'] });
    const parsed = uploadDocumentFields.safeParse(upload.fields);
    if (!parsed.success) throw invalid(issuesToFields(parsed.error));
    const input = parsed.data;
    const position = input.coordinates ? parseCoordinates(input.coordinates, 'coordinates') : null;
    await assertNewUploadKey(ctx.db, user.id, projectId, input.upload_key);
    id = await ctx.db.transaction(async (tx) => {
      const type = await repo.findDocumentType(tx, input.documentTypeId);
      if (!type?.isActive) throw invalid({ documentTypeId: ['unknown-document-type'] });
      const folderId = await resolveFolder(tx, user, projectId, input.folderId);
      const values = await checkedValues(tx, type.id, input.fields, input.keywords);
      const counter = await repo.nextCounter(tx, projectId);
      const doc = await repo.insertDocument(tx, {
        projectId,
        folderId,
        documentTypeId: type.id,
        counter,
        name: `${file.name}.${file.extension}`.slice(0, 255),
        group: input.group ?? null,
        latitude: position?.latitude ?? null,
        longitude: position?.longitude ?? null,
        gpsAccuracy: position ? 0 : null,
        createdByUserId: user.id,
        createdByCompanyId: writingCompany(user),
        uploadKey: input.upload_key ?? null,
      });
      const row = await repo.insertFile(tx, fileValues(doc.id, file));
      await repo.setFieldValues(tx, doc.id, values);
      if (input.keywords) await repo.setKeywords(tx, doc.id, input.keywords);
      await repo.refreshLastDocumentAt(tx, projectId);
      await ctx.jobs.send(DOCUMENT_PROCESS_JOB, { fileId: row.id }, { tx, expireInSeconds: expiryOf(ctx, row) });
      return doc.id;
    });
  } catch (error) {
    if (file) await ctx.storage.delete(file.key).catch(() => {});
    // A retry of an upload that was saved (the same upload_key): the first document, not a second.
    const duplicate = await asDuplicateUpload(ctx.db, error, user.id, projectId, upload.fields.upload_key);
    if (!duplicate) throw error;
    if (duplicate.removed) throw documentAccess.removed?.() ?? removedError('The document has been removed.');
    return presentDocument(ctx, user, projectId, duplicate.documentId);
  }
  publish(ctx, RealtimeEvent.documentCreated, projectId, [id]);
  return presentDocument(ctx, user, projectId, id);
}

export async function updateDocument(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  id: number,
  input: UpdateDocumentInput,
): Promise<Document> {
  await ctx.db.transaction(async (tx) => {
    const { row } = await requireAccess(tx, user, 'update', documentAccess, id, { within: { projectId } });
    const values = await checkedValues(tx, row.document.documentTypeId, input.fields, input.keywords, id);
    const changes: Partial<repo.NewDocument> = {};
    if (input.group !== undefined) changes.group = input.group;
    if (input.coordinates !== undefined) {
      const position = input.coordinates === null ? null : parseCoordinates(input.coordinates, 'coordinates');
      changes.latitude = position?.latitude ?? null;
      changes.longitude = position?.longitude ?? null;
      changes.gpsAccuracy = position ? (input.gps_accuracy ?? 0) : null;
    } else if (input.gps_accuracy !== undefined) {
      changes.gpsAccuracy = input.gps_accuracy;
    }
    await repo.updateDocument(tx, id, changes);
    await repo.setFieldValues(tx, id, values);
    if (input.keywords) await repo.setKeywords(tx, id, input.keywords);
  });
  publish(ctx, RealtimeEvent.documentUpdated, projectId, [id]);
  return presentDocument(ctx, user, projectId, id);
}

/** Nothing chosen: 422 code 26, before any check (the call says nothing about which documents). */
function requireChosen(ids: readonly number[], action: string): void {
  if (!ids.length)
    throw new AppError(422, ErrorCode.chooseFile, `Choose the documents to ${action}.`, { ids: ['required'] });
}

/**
 * POST projects/{id}/documents/delete, all or nothing: one document the caller may not see (or
 * already removed, 410) refuses the whole call, checked in one query. The stored bytes stay for
 * REMOVED_DOCUMENT_RETENTION_DAYS; the purge job deletes them (documents.purge.ts).
 */
export async function deleteDocuments(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  ids: number[],
): Promise<number[]> {
  requireChosen(ids, 'delete');
  const deleted = await ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'read', projectDocumentsAccess(ctx.config.FEATURE_EXPORT), projectId);
    const found = await requireAccess(tx, user, 'delete', documentAccess, ids, { within: { projectId }, lock: true });
    const unique = found.map((f) => f.id);
    await repo.softDeleteDocuments(tx, unique);
    // Open delete requests of them are answered by the removal.
    await closeRequestsOfDocuments(tx, unique);
    await repo.refreshLastDocumentAt(tx, projectId);
    return unique;
  });
  publish(ctx, RealtimeEvent.documentDeleted, projectId, deleted);
  return deleted;
}

export async function deleteDocument(ctx: AppContext, user: AuthUser, projectId: number, id: number) {
  await deleteDocuments(ctx, user, projectId, [id]);
}

/** PUT .../{documentId}/updateFolder: to a visible folder of the same project (another project: 422). */
export async function moveDocument(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  id: number,
  input: { folder_id: number; project_id: number },
): Promise<Document> {
  const before = await ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'move', documentAccess, id, { within: { projectId }, lock: true });
    if (input.project_id !== projectId) throw invalid({ project_id: ['other-project'] });
    return moveSeen(tx, projectId, [id], await resolveFolder(tx, user, projectId, input.folder_id));
  });
  await announceMove(ctx, projectId, [id], before);
  return presentDocument(ctx, user, projectId, id);
}

/**
 * PUT projects/{id}/documents/updateFolder: many documents of the project to one folder of it, all
 * or nothing, checked in one query (a document the caller may not see or move refuses the call).
 */
export async function moveDocuments(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  input: MoveDocumentsInput,
): Promise<number[]> {
  requireChosen(input.ids, 'move');
  const { moved, before } = await ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'read', projectDocumentsAccess(ctx.config.FEATURE_EXPORT), projectId);
    const found = await requireAccess(tx, user, 'move', documentAccess, input.ids, {
      within: { projectId },
      lock: true,
    });
    const unique = found.map((f) => f.id);
    const folderId = await resolveFolder(tx, user, projectId, input.folder_id);
    return { moved: unique, before: await moveSeen(tx, projectId, unique, folderId) };
  });
  await announceMove(ctx, projectId, moved, before);
  return moved;
}

/** Moves documents, answering who saw them before the move (they hear of it too: it leaves their list). */
async function moveSeen(tx: DbOrTx, projectId: number, ids: number[], folderId: number | null) {
  const before = await documentAudience(tx, projectId, ids).catch((): DocumentAudience => new Map());
  await repo.moveDocuments(tx, ids, folderId);
  return before;
}

/** After the commit: told to those who saw the documents before and those who see them now. */
async function announceMove(ctx: AppContext, projectId: number, ids: number[], before: DocumentAudience) {
  const after = await documentAudience(ctx.db, projectId, ids).catch((): DocumentAudience => new Map());
  publish(ctx, RealtimeEvent.documentUpdated, projectId, ids, mergeAudiences(before, after));
}
