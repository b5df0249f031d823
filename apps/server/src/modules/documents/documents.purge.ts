import { THUMB_SIZES } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { deleteFileRows, findFilesOfRemovedDocuments, type PurgeableFile } from './documents-purge.repo';

export const DOCUMENT_PURGE_JOB = 'documents.purge';
/** How often the purge runs; the retention is counted in days, so hourly is exact enough. */
export const DOCUMENT_PURGE_SECONDS = 3600;
const BATCH = 200;

/**
 * Deletes the stored bytes (file and thumbnails) of documents removed more than
 * `REMOVED_DOCUMENT_RETENTION_DAYS` ago, then their file rows. The document row stays, so the
 * document keeps answering 410. Bytes go first: a row whose bytes could not be deleted stays and
 * is tried again on the next run, so nothing stored is ever left without a row pointing at it.
 * Returns how many files were purged.
 */
export async function purgeRemovedDocumentFiles(ctx: AppContext, now = new Date()): Promise<number> {
  const removedBefore = new Date(now.getTime() - ctx.config.REMOVED_DOCUMENT_RETENTION_DAYS * 24 * 3600 * 1000);
  let purged = 0;
  for (;;) {
    const files = await findFilesOfRemovedDocuments(ctx.db, removedBefore, BATCH);
    const done: number[] = [];
    for (const file of files) if (await deleteBytes(ctx, file)) done.push(file.id);
    await deleteFileRows(ctx.db, done);
    purged += done.length;
    // A short batch was the last; a batch where nothing could be deleted waits for the next run.
    if (files.length < BATCH || done.length === 0) return purged;
  }
}

async function deleteBytes(ctx: AppContext, file: PurgeableFile): Promise<boolean> {
  const keys = [file.storageKey];
  if (file.thumbKeyPrefix) for (const size of Object.keys(THUMB_SIZES)) keys.push(`${file.thumbKeyPrefix}/${size}.jpg`);
  try {
    for (const key of keys) await ctx.storage.delete(key);
    return true;
  } catch {
    return false;
  }
}
