import type { Readable } from 'node:stream';
import { type Document, ErrorCode, RealtimeEvent, THUMB_SIZES, type ThumbSize } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import type { AuthUser } from '../../platform/auth/auth-user';
import { AppError, notFound } from '../../platform/http/app-error';
import { announceDocuments } from './document-audience.access';
import { thumbKey } from './document-thumb-key';
import { documentAccess } from './documents.access';
import { DOCUMENT_PROCESS_JOB } from './documents.queue';
import * as repo from './documents.repo';
import { expiryOf, presentDocument } from './documents.service';
import { type DocumentUpload, fileValues } from './documents.upload';
import { thumbEtag } from './stored-file-caching';

/** A document's stored bytes: its files (whole or a range), its thumbnail, and replacing a file. */

/** The bytes a replaced file no longer points at: best effort, after the commit. */
async function removeStoredBytes(ctx: AppContext, f: repo.DocumentFileRecord) {
  await ctx.storage.delete(f.storageKey).catch(() => {});
  if (f.thumbKeyPrefix) {
    for (const size of Object.keys(THUMB_SIZES)) {
      await ctx.storage.delete(thumbKey(f.thumbKeyPrefix, size as ThumbSize)).catch(() => {});
    }
  }
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
  const access = { within: { projectId } };
  const { row } = await requireAccess(ctx.db, user, 'update', documentAccess, id, access);
  if (!row.fileIds.includes(fileId)) throw notFound('File not found.');
  const { file } = await readUpload();
  if (!file) throw new AppError(422, ErrorCode.invalidToken, 'Choose a file.', { file: ['required'] });
  let old: repo.DocumentFileRecord | undefined;
  try {
    old = await ctx.db.transaction(async (tx) => {
      // Again inside the transaction, locked: the document may have gone while the file streamed in.
      await requireAccess(tx, user, 'update', documentAccess, id, { ...access, lock: true });
      const previous = await repo.findFile(tx, fileId);
      const { documentId: _documentId, ...values } = fileValues(id, file);
      await repo.reviseFile(tx, fileId, {
        ...values,
        pageCount: null,
        thumbKeyPrefix: null,
        thumbVersion: null,
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
  void announceDocuments(ctx, RealtimeEvent.documentUpdated, projectId, [id]);
  return presentDocument(ctx, user, projectId, id);
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

/** A visible document's file row, before any byte is read: enough to answer a revalidation. */
export interface StoredFileInfo {
  file: repo.DocumentFileRecord;
  /** The content's SHA-256: a strong ETag. */
  etag: string;
  revision: number;
}

export async function findFileInfo(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  id: number,
  fileId: number,
): Promise<StoredFileInfo> {
  await requireAccess(ctx.db, user, 'read', documentAccess, id, { within: { projectId } });
  const file = await repo.findFile(ctx.db, fileId);
  if (!file || file.documentId !== id) throw notFound('File not found.');
  return { file, etag: file.sha256, revision: file.revision };
}

/** The file's bytes, whole or a byte range (`bytes=a-b`, `bytes=a-`, `bytes=-n`). */
export async function openFile(
  ctx: AppContext,
  { file }: StoredFileInfo,
  rangeHeader: string | undefined,
): Promise<ServedFile> {
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
export async function findThumb(ctx: AppContext, user: AuthUser, projectId: number, id: number, size: ThumbSize) {
  await requireAccess(ctx.db, user, 'read', documentAccess, id, { within: { projectId } });
  const file = await repo.findFirstFile(ctx.db, id);
  if (!file?.readyAt || !file.thumbKeyPrefix) throw notFound('No thumbnail.');
  const key = thumbKey(file.thumbKeyPrefix, size);
  return {
    etag: thumbEtag(file.thumbKeyPrefix, size),
    revision: file.revision,
    open: () => ctx.storage.get(key),
  };
}
