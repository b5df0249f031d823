import type { Readable } from 'node:stream';
import {
  type Document,
  type DocumentList,
  ErrorCode,
  RealtimeEvent,
  THUMB_SIZES,
  type ThumbSize,
  type UpdateDocumentInput,
  uploadDocumentFields,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { authorize } from '../../platform/access/gate';
import { folderViewer, projectViewer } from '../../platform/access/viewers';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, invalid, notFound } from '../../platform/http/app-error';
import { JsonText } from '../../platform/http/endpoint-route';
import { closeRequestsOfDocuments } from '../delete-requests/delete-requests.repo';
import { findVisibleFolder } from '../folders/folders.repo';
import { isVisibleProject } from '../projects/projects.repo';
import {
  announceDocuments,
  type DocumentAudience,
  type DocumentEvent,
  documentAudience,
  mergeAudiences,
} from './document-audience';
import { checkedValues } from './document-values';
import { documentAnswer, visibleDocumentsJson } from './documents.answer';
import { documentSubject, presentDocumentCan, presentPanelCan, projectDocumentsSubject } from './documents.presenter';
import { DOCUMENT_PROCESS_JOB, processingExpirySeconds } from './documents.queue';
import * as repo from './documents.repo';
import type { DocumentUpload, StoredUpload } from './documents.upload';
import { asDuplicateUpload, assertNewUploadKey } from './documents-upload-key';

const projectNotFound = () => notFound('Project not found.');
const documentNotFound = () => notFound('Document not found.');
const folderNotFound = () => notFound('Folder not found.');
const documentRemoved = () => new AppError(410, ErrorCode.notFound, 'The document has been removed.');

export function documentViewer(user: AuthUser): repo.DocumentViewer {
  return { project: projectViewer(user), folder: folderViewer(user) };
}

/** 404 unless the user sees the project and may read its documents (projects.access, documents.access). */
async function assertProjectVisible(ctx: AppContext, db: DbOrTx, user: AuthUser, projectId: number) {
  authorize(user, 'read', { kind: 'project', id: projectId });
  authorize(user, 'read', projectDocumentsSubject(projectId, ctx.config.FEATURE_EXPORT));
  if (!(await isVisibleProject(db, projectViewer(user), projectId))) throw projectNotFound();
}

/**
 * A document the user may see (its project and folder are visible), of `projectId` when given;
 * anything else is 404, a removed one 410.
 */
async function visibleDocument(db: DbOrTx, user: AuthUser, id: number, projectId?: number) {
  authorize(user, 'read', documentSubject(projectId ?? 0));
  const row = await repo.findVisibleDocument(db, documentViewer(user), id);
  if (!row || (projectId !== undefined && row.document.projectId !== projectId)) throw documentNotFound();
  if (row.document.deletedAt) throw documentRemoved();
  return row;
}

/** Folder 0 (main) is null; another folder must be one of the project's the user sees, else 404. */
async function resolveFolder(db: DbOrTx, user: AuthUser, projectId: number, folderId: number): Promise<number | null> {
  if (folderId === 0) return null;
  const folder = await findVisibleFolder(db, folderViewer(user), folderId);
  if (!folder || folder.projectId !== projectId) throw folderNotFound();
  return folder.id;
}

/** Told to those who may see the documents (document-audience.ts); the caller need not wait for it. */
function publish(ctx: AppContext, event: DocumentEvent, projectId: number, ids: number[], audience?: DocumentAudience) {
  void announceDocuments(ctx, event, projectId, ids, audience);
}

export async function listDocuments(ctx: AppContext, user: AuthUser, projectId: number, folderId?: number) {
  await assertProjectVisible(ctx, ctx.db, user, projectId);
  const folder = folderId === undefined ? undefined : folderId === 0 ? null : folderId;
  const list = await visibleDocumentsJson(
    ctx.db,
    documentViewer(user),
    projectId,
    folder,
    presentDocumentCan(user, projectId),
  );
  const can = presentPanelCan(user, projectDocumentsSubject(projectId, ctx.config.FEATURE_EXPORT));
  return new JsonText<DocumentList>(`{"data":${list},"can":${JSON.stringify(can)}}`);
}

export async function listPictures(ctx: AppContext, user: AuthUser, projectId: number) {
  await assertProjectVisible(ctx, ctx.db, user, projectId);
  return repo.findVisiblePictures(ctx.db, documentViewer(user), projectId);
}

/** The answer of a document the caller has just been allowed to see or change. */
async function present(ctx: AppContext, user: AuthUser, projectId: number, id: number): Promise<Document> {
  const answer = await documentAnswer(ctx.db, id, presentDocumentCan(user, projectId));
  if (!answer) throw documentNotFound();
  return answer;
}

export async function getDocument(ctx: AppContext, user: AuthUser, id: number): Promise<Document> {
  const row = await visibleDocument(ctx.db, user, id);
  return present(ctx, user, row.document.projectId, id);
}

/** `lat,lng` in range, or a 422 on `field`. */
function parseCoordinates(value: string, field: string): { latitude: number; longitude: number } {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(value);
  const latitude = Number(match?.[1]);
  const longitude = Number(match?.[2]);
  if (!match || Math.abs(latitude) > 90 || Math.abs(longitude) > 180)
    throw invalid({ [field]: ['invalid-coordinates'] });
  return { latitude, longitude };
}

function issuesToFields(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
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
  await assertProjectVisible(ctx, ctx.db, user, projectId);
  authorize(user, 'create', projectDocumentsSubject(projectId, ctx.config.FEATURE_EXPORT));
  const upload = await readUpload();
  const { file } = upload;
  let id: number;
  try {
    if (!file) throw new AppError(422, ErrorCode.chooseFile, 'Choose a file.', { file: ['required'] });
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
        createdByCompanyId: await writingCompany(tx, user, projectId),
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
    const duplicate = await asDuplicateUpload(ctx.db, error, user.id, projectId, upload.fields.upload_key);
    if (!duplicate) throw error;
    if (duplicate.removed) throw documentRemoved();
    return present(ctx, user, projectId, duplicate.documentId);
  }
  publish(ctx, RealtimeEvent.documentCreated, projectId, [id]);
  return present(ctx, user, projectId, id);
}

const expiryOf = (ctx: AppContext, file: { mime: string; size: number }) =>
  processingExpirySeconds(ctx.config.JOB_EXPIRY_SECONDS, file);

function fileValues(documentId: number, file: StoredUpload): repo.NewDocumentFile {
  return {
    documentId,
    name: file.name,
    extension: file.extension,
    mime: file.type.mime,
    size: file.put.size,
    sha256: file.put.sha256,
    storageKey: file.key,
    width: file.image?.width ?? null,
    height: file.image?.height ?? null,
  };
}

/** The company a document counts as added by: the user's owner or subcontractor company, else any. */
async function writingCompany(_db: DbOrTx, user: AuthUser, _projectId: number): Promise<number | null> {
  const writing = user.companies.find((c) => c.type === 'owner' || c.type === 'subcontractor');
  return writing?.id ?? user.companies[0]?.id ?? null;
}

export async function updateDocument(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  id: number,
  input: UpdateDocumentInput,
): Promise<Document> {
  await ctx.db.transaction(async (tx) => {
    const row = await visibleDocument(tx, user, id, projectId);
    authorize(user, 'update', documentSubject(projectId));
    const values = await checkedValues(tx, row.document.documentTypeId, input.fields, input.keywords);
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
  return present(ctx, user, projectId, id);
}

const thumbKey = (prefix: string, size: ThumbSize) => `${prefix}/${size}.jpg`;

/** The bytes a replaced file no longer points at: best effort, after the commit. */
async function removeStoredBytes(ctx: AppContext, f: repo.DocumentFileRecord) {
  await ctx.storage.delete(f.storageKey).catch(() => {});
  if (f.thumbKeyPrefix) {
    for (const size of Object.keys(THUMB_SIZES)) {
      await ctx.storage.delete(thumbKey(f.thumbKeyPrefix, size as ThumbSize)).catch(() => {});
    }
  }
}

export async function deleteDocuments(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  ids: number[],
): Promise<number[]> {
  if (!ids.length)
    throw new AppError(422, ErrorCode.chooseFile, 'Choose the documents to delete.', { ids: ['required'] });
  const unique = [...new Set(ids)];
  // The stored bytes stay for REMOVED_DOCUMENT_RETENTION_DAYS; the purge job deletes them (documents.purge.ts).
  await ctx.db.transaction(async (tx) => {
    await assertProjectVisible(ctx, tx, user, projectId);
    const found = await repo.findVisibleDocumentIds(tx, documentViewer(user), projectId, unique);
    // All or nothing: one id the caller cannot see (or already removed) refuses the whole call.
    if (found.length !== unique.length) throw documentNotFound();
    authorize(user, 'delete', documentSubject(projectId));
    await repo.softDeleteDocuments(tx, unique);
    await closeRequestsOfDocuments(tx, unique);
    await repo.refreshLastDocumentAt(tx, projectId);
  });
  publish(ctx, RealtimeEvent.documentDeleted, projectId, unique);
  return unique;
}

export async function deleteDocument(ctx: AppContext, user: AuthUser, projectId: number, id: number) {
  await ctx.db.transaction(async (tx) => {
    await visibleDocument(tx, user, id, projectId);
    authorize(user, 'delete', documentSubject(projectId));
    await repo.softDeleteDocuments(tx, [id]);
    // Open delete requests of it are answered by the removal.
    await closeRequestsOfDocuments(tx, [id]);
    await repo.refreshLastDocumentAt(tx, projectId);
  });
  publish(ctx, RealtimeEvent.documentDeleted, projectId, [id]);
}

/** PUT .../updateFolder: to a visible folder of the same project (another project: 422). */
export async function moveDocument(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  id: number,
  input: { folder_id: number; project_id: number },
): Promise<Document> {
  // Those who saw it in its old folder hear of the move too: it leaves their list.
  let before: DocumentAudience | undefined;
  await ctx.db.transaction(async (tx) => {
    await visibleDocument(tx, user, id, projectId);
    authorize(user, 'move', documentSubject(projectId));
    if (input.project_id !== projectId) throw invalid({ project_id: ['other-project'] });
    const folderId = await resolveFolder(tx, user, projectId, input.folder_id);
    before = await documentAudience(tx, projectId, [id]).catch(() => undefined);
    await repo.updateDocument(tx, id, { folderId });
  });
  const after = await documentAudience(ctx.db, projectId, [id]).catch(() => new Map<number, number[]>());
  publish(ctx, RealtimeEvent.documentUpdated, projectId, [id], mergeAudiences(before ?? new Map(), after));
  return present(ctx, user, projectId, id);
}

/**
 * POST .../files/{fileId}/replace: the new file is stored first, then the row points at it and a
 * new processing job is queued in one transaction; the old bytes go after the commit.
 */
export async function replaceFile(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  id: number,
  fileId: number,
  readUpload: () => Promise<DocumentUpload>,
): Promise<Document> {
  const row = await visibleDocument(ctx.db, user, id, projectId);
  authorize(user, 'update', documentSubject(projectId));
  if (!row.fileIds.includes(fileId)) throw notFound('File not found.');
  const { file } = await readUpload();
  if (!file) throw new AppError(422, ErrorCode.invalidToken, 'Choose a file.', { file: ['required'] });
  let old: repo.DocumentFileRecord | undefined;
  try {
    old = await ctx.db.transaction(async (tx) => {
      await visibleDocument(tx, user, id, projectId);
      const previous = await repo.findFile(tx, fileId);
      const { documentId: _documentId, ...values } = fileValues(id, file);
      await repo.updateFile(tx, fileId, {
        ...values,
        pageCount: null,
        thumbKeyPrefix: null,
        readyAt: null,
        processingError: null,
      });
      await repo.replacePages(tx, fileId, []);
      const first = await repo.findFirstFile(tx, id);
      if (first?.id === fileId)
        await repo.updateDocument(tx, id, { name: `${file.name}.${file.extension}`.slice(0, 255) });
      else await repo.updateDocument(tx, id, {});
      await ctx.jobs.send(DOCUMENT_PROCESS_JOB, { fileId }, { tx, expireInSeconds: expiryOf(ctx, values) });
      return previous;
    });
  } catch (error) {
    await ctx.storage.delete(file.key).catch(() => {});
    throw error;
  }
  if (old) await removeStoredBytes(ctx, old);
  publish(ctx, RealtimeEvent.documentUpdated, projectId, [id]);
  return present(ctx, user, projectId, id);
}

/** Images and PDFs are shown inline; anything else is downloaded. */
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'application/pdf']);

export interface ServedFile {
  stream: Readable;
  mime: string;
  size: number;
  fileName: string;
  inline: boolean;
  range?: { start: number; end: number };
}

/** A visible document's file, whole or a byte range (`bytes=a-b`, `bytes=a-`, `bytes=-n`). */
export async function openFile(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  id: number,
  fileId: number,
  rangeHeader: string | undefined,
): Promise<ServedFile> {
  await visibleDocument(ctx.db, user, id, projectId);
  const file = await repo.findFile(ctx.db, fileId);
  if (!file || file.documentId !== id) throw notFound('File not found.');
  const range = rangeHeader ? parseRange(rangeHeader, file.size) : undefined;
  const stream = await ctx.storage.get(file.storageKey, range);
  return {
    stream,
    mime: file.mime,
    size: file.size,
    fileName: `${file.name}.${file.extension}`,
    inline: INLINE_TYPES.has(file.mime),
    range,
  };
}

function parseRange(header: string, size: number): { start: number; end: number } | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // A multi-range or malformed header is ignored: the whole file is sent (RFC 9110 allows it).
  if (!match || (!match[1] && !match[2])) return undefined;
  let start: number;
  let end: number;
  if (!match[1]) {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  }
  if (start >= size || end < start) {
    throw new AppError(416, ErrorCode.invalidQuery, 'Range not satisfiable.', undefined, {
      'Content-Range': `bytes */${size}`,
    });
  }
  return { start, end };
}

/** The thumbnail of a document's first file; 404 while it is being made and for files without one. */
export async function openThumb(ctx: AppContext, user: AuthUser, projectId: number, id: number, size: ThumbSize) {
  await visibleDocument(ctx.db, user, id, projectId);
  const file = await repo.findFirstFile(ctx.db, id);
  if (!file?.readyAt || !file.thumbKeyPrefix) throw notFound('No thumbnail.');
  return ctx.storage.get(thumbKey(file.thumbKeyPrefix, size));
}
