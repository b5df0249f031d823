import type { AppContext } from '../../app-context';
import { findExpiredStoredExports, forgetStoredZips } from './exports.repo';

export const EXPORT_PURGE_JOB = 'exports.purge';
/** Links expire after days; an hourly purge keeps an expired ZIP at most an hour. */
export const EXPORT_PURGE_SECONDS = 3600;
const BATCH = 200;

/**
 * Deletes the ZIPs of expired export links, then forgets their keys (the rows stay: the link
 * answers 410). A ZIP that cannot be deleted keeps its key and is tried again on the next run.
 * Returns how many ZIPs were purged.
 */
export async function purgeExpiredExports(ctx: AppContext, now = new Date()): Promise<number> {
  let purged = 0;
  for (;;) {
    const rows = await findExpiredStoredExports(ctx.db, now, BATCH);
    const done: number[] = [];
    for (const row of rows) {
      const deleted = await ctx.storage.delete(row.storageKey).then(
        () => true,
        () => false,
      );
      if (deleted) done.push(row.id);
    }
    await forgetStoredZips(ctx.db, done);
    purged += done.length;
    if (rows.length < BATCH || done.length === 0) return purged;
  }
}
