import type { AppContext } from '../../app-context';
import { EXPORT_JOB, type ExportJob, makeExport } from './exports.service';

/** The exports module's background work: making the ZIP of a queued export. */
export async function startExportsWorkers(ctx: AppContext): Promise<void> {
  const polling = { pollingIntervalSeconds: ctx.config.JOB_POLL_SECONDS };
  await ctx.jobs.work<ExportJob>(EXPORT_JOB, (job) => makeExport(ctx, job), polling);
}
