import { readFile } from 'node:fs/promises';
import { RealtimeEvent } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { announceDocuments } from './document-audience.access';
import { MAX_PDF_BYTES, processPdf, removeThumbs, storeThumbs, THUMB_VERSION } from './document-thumbs';
import * as repo from './document-thumbs.repo';

/**
 * PDFs processed by an older thumbnail maker (`thumb_version` below THUMB_VERSION) get their first
 * page rendered again, in the background: before pdf.js's legacy build their thumbnails came out
 * blank on Node 20 (white cards in the icons view), or not at all. Offered at start and every hour
 * (one job for all instances); each job renders a few and queues the next while some remain, so no
 * job runs long and new uploads are not held up behind a large backlog for long. Text and position
 * stay as they are. A file whose page cannot be rendered keeps what it had and is not tried again
 * until the version changes.
 */
export const THUMB_RENEWAL_JOB = 'documents.renew-thumbs';
const THUMB_RENEWAL_SECONDS = 3600;
/** PDFs per job: about a second of rendering each. */
const BATCH = 10;

export async function startThumbRenewal(ctx: AppContext): Promise<void> {
  await ctx.jobs.work(
    THUMB_RENEWAL_JOB,
    async () => {
      await renewPdfThumbs(ctx);
    },
    { pollingIntervalSeconds: ctx.config.JOB_POLL_SECONDS },
  );
  ctx.jobs.every(THUMB_RENEWAL_JOB, THUMB_RENEWAL_SECONDS);
}

/** Renders one batch of outdated PDF thumbnails; queues the next batch when this one was full. Answers how many it took. */
export async function renewPdfThumbs(ctx: AppContext): Promise<number> {
  // Claimed in one short transaction (skip locked: two workers never take the same file), so the
  // slow rendering holds no lock; a crash leaves those files claimed with their old thumbnails.
  const claimed = await ctx.db.transaction((tx) =>
    repo.claimOutdatedPdfs(tx, { version: THUMB_VERSION, maxBytes: MAX_PDF_BYTES, limit: BATCH }),
  );
  for (const file of claimed) await renewOne(ctx, file);
  if (claimed.length === BATCH) await ctx.jobs.send(THUMB_RENEWAL_JOB, {});
  return claimed.length;
}

async function renewOne(ctx: AppContext, file: repo.ClaimedPdf): Promise<void> {
  let prefix: string | null = null;
  let error: string | null = null;
  try {
    const bytes = await ctx.storage.withLocalFile(file.storageKey, (local) => readFile(local));
    const result = await processPdf(bytes, ctx.config.IMAGE_MAX_MEGAPIXELS);
    if (result.thumbs) prefix = await storeThumbs(ctx, file.projectId, result.thumbs);
    error = result.error;
  } catch (caught) {
    error = `pdf-render-failed: ${caught instanceof Error ? caught.message : ''}`.slice(0, 500);
  }
  if (!prefix) {
    await repo.recordRenewalError(ctx.db, file, error ?? 'pdf-render-failed');
    return;
  }
  // Only if the file is still the one rendered (not replaced or re-processed meanwhile).
  const kept = await repo.setRenewedThumbs(ctx.db, file, prefix);
  if (!kept) {
    await removeThumbs(ctx, prefix);
    return;
  }
  if (file.thumbKeyPrefix) await removeThumbs(ctx, file.thumbKeyPrefix);
  await announceDocuments(ctx, RealtimeEvent.documentUpdated, file.projectId, [file.documentId]);
}
