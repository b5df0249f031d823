import type { AppContext } from './app-context';
import { startAuthWorkers } from './modules/auth/auth.jobs';
import { startDocumentWorkers } from './modules/documents/documents.jobs';
import { startExportsWorkers } from './modules/exports/exports.jobs';
import { startNoticeWorkers } from './modules/notices/notices.jobs';
import { MAIL_JOB } from './platform/mail/mail-queue';
import type { MailMessage } from './platform/mail/mailer';

/**
 * Every background handler of the portal; `npm run worker` or the server process runs them. It
 * sits beside app.ts, not in platform/: each module registers its own jobs, as it does its routes.
 */
export async function startWorkers(ctx: AppContext): Promise<void> {
  const polling = { pollingIntervalSeconds: ctx.config.JOB_POLL_SECONDS };
  await ctx.jobs.work<MailMessage>(MAIL_JOB, (message) => ctx.mailer.send(message), polling);
  await startAuthWorkers(ctx);
  await startDocumentWorkers(ctx);
  await startExportsWorkers(ctx);
  await startNoticeWorkers(ctx);
}
