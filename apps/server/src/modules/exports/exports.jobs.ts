import type { AppContext } from '../../app-context';
import { EXPORT_PURGE_JOB, EXPORT_PURGE_SECONDS, purgeExpiredExports } from './exports.purge';
import { EXPORT_JOB, type ExportJob, makeExport } from './exports.service';

/** The exports module's background work: making the ZIP of a queued export, purging expired ones. */
export async function startExportsWorkers(ctx: AppContext): Promise<void> {
  const polling = { pollingIntervalSeconds: ctx.config.JOB_POLL_SECONDS };
  await ctx.jobs.work<ExportJob>(EXPORT_JOB, (job) => makeExport(ctx, job), polling);
  await ctx.jobs.work(
    EXPORT_PURGE_JOB,
    async () => {
      await purgeExpiredExports(ctx);
    },
    polling,
  );
  ctx.jobs.every(EXPORT_PURGE_JOB, EXPORT_PURGE_SECONDS);
}
