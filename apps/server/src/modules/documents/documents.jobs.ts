import { readFile } from 'node:fs/promises';
import { RealtimeEvent } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { readExif } from '../../platform/images/exif';
import { readImageHeader } from '../../platform/images/image-header';
import { makeThumbnails } from '../../platform/images/thumbnails';
import { announceDocuments } from './document-audience.access';
import { MAX_PDF_BYTES, processPdf, removeThumbs, storeThumbs, THUMB_VERSION } from './document-thumbs';
import { DOCUMENT_PURGE_JOB, DOCUMENT_PURGE_SECONDS, purgeRemovedDocumentFiles } from './documents.purge';
import { DOCUMENT_PROCESS_JOB } from './documents.queue';
import * as repo from './documents.repo';
import { startThumbRenewal } from './documents.thumbs-renewal';

export async function startDocumentWorkers(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<{ fileId: number }>(DOCUMENT_PROCESS_JOB, (data) => processDocumentFile(ctx, data.fileId), {
    pollingIntervalSeconds: ctx.config.JOB_POLL_SECONDS,
  });
  await ctx.jobs.work(
    DOCUMENT_PURGE_JOB,
    async () => {
      await purgeRemovedDocumentFiles(ctx);
    },
    { pollingIntervalSeconds: ctx.config.JOB_POLL_SECONDS },
  );
  ctx.jobs.every(DOCUMENT_PURGE_JOB, DOCUMENT_PURGE_SECONDS);
  await startThumbRenewal(ctx);
}

/** What processing found, written in one transaction when it ends. */
interface Outcome {
  prefix: string | null;
  file: Partial<repo.NewDocumentFile>;
  document: Partial<repo.NewDocument>;
  pages: string[] | null;
  error: string | null;
}

/**
 * Processes one file: EXIF (position, capture time), size and thumbnails of an image from one
 * decode; a PDF's first page as thumbnail and its text per page. Whatever fails is recorded in
 * `processing_error` and the file is still served: processing never loses the file. Everything it
 * found is written in one transaction, unless the row was given another file meanwhile: then this
 * run's work is dropped.
 */
export async function processDocumentFile(ctx: AppContext, fileId: number): Promise<void> {
  const file = await repo.findFile(ctx.db, fileId);
  if (!file || file.readyAt) return;
  const doc = await repo.findDocumentRecord(ctx.db, file.documentId);
  if (!doc || doc.deletedAt) return;
  const storageKey = file.storageKey;
  const outcome: Outcome = { prefix: null, file: {}, document: {}, pages: null, error: null };
  try {
    await ctx.storage.withLocalFile(storageKey, (local) => processLocalFile(ctx, file, doc, local, outcome));
  } catch (error) {
    outcome.error = error instanceof Error ? error.message.slice(0, 500) : 'processing-failed';
  }
  const kept = await ctx.db.transaction(async (tx) => {
    const current = await repo.findFile(tx, fileId);
    if (current?.storageKey !== storageKey) return false;
    await repo.updateFile(tx, fileId, {
      ...outcome.file,
      thumbKeyPrefix: outcome.prefix,
      thumbVersion: THUMB_VERSION,
      readyAt: new Date(),
      processingError: outcome.error,
    });
    if (outcome.pages) await repo.replacePages(tx, fileId, outcome.pages);
    const changes = { ...outcome.document };
    // A position chosen on the map while the file was processed (accuracy 0) wins too.
    if (changes.latitude !== undefined && (await repo.findDocumentRecord(tx, doc.id))?.gpsAccuracy === 0) {
      delete changes.latitude;
      delete changes.longitude;
      delete changes.gpsAccuracy;
    }
    if (Object.keys(changes).length) await repo.updateDocument(tx, doc.id, changes);
    return true;
  });
  if (!kept) {
    if (outcome.prefix) await removeThumbs(ctx, outcome.prefix);
    return;
  }
  await announceDocuments(ctx, RealtimeEvent.documentUpdated, doc.projectId, [doc.id]);
}

/** Fills `outcome` as far as it gets: what was found before a failure is still written. */
async function processLocalFile(
  ctx: AppContext,
  file: repo.DocumentFileRecord,
  doc: repo.DocumentRecord,
  local: string,
  outcome: Outcome,
): Promise<void> {
  const maxMegapixels = ctx.config.IMAGE_MAX_MEGAPIXELS;
  if (file.mime.startsWith('image/')) {
    const header = await readImageHeader(local);
    const exif = await readExif(local);
    const thumbs = await makeThumbnails(local, { maxMegapixels });
    outcome.prefix = await storeThumbs(ctx, doc.projectId, thumbs);
    outcome.file = { width: header.width, height: header.height };
    // A position chosen on the map (accuracy 0) wins over the photo's.
    if (exif.latitude !== undefined && exif.longitude !== undefined && doc.gpsAccuracy !== 0) {
      outcome.document.latitude = exif.latitude;
      outcome.document.longitude = exif.longitude;
      outcome.document.gpsAccuracy = exif.accuracy ?? null;
    }
    if (exif.capturedAt) {
      const at = new Date(`${exif.capturedAt}${exif.capturedOffset ?? 'Z'}`);
      if (!Number.isNaN(at.getTime())) outcome.document.capturedAt = at;
    }
  } else if (file.mime === 'application/pdf') {
    if (file.size > MAX_PDF_BYTES) throw new Error('pdf-too-large-to-process');
    const result = await processPdf(await readFile(local), maxMegapixels);
    outcome.file = { pageCount: result.pages.length };
    outcome.pages = result.pages;
    if (result.thumbs) outcome.prefix = await storeThumbs(ctx, doc.projectId, result.thumbs);
    outcome.error = result.error;
  }
}
