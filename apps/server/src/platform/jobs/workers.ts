import type { AppContext } from '../../app-context';
import { announceSessionExpiry, SESSION_EXPIRY_JOB } from '../../modules/auth/session-expiry.job';
import type { MailMessage } from '../mail/mailer';

export const MAIL_JOB = 'mail-send';

/** Every background handler of the portal; `npm run worker` or the server process runs them. */
export async function startWorkers(ctx: AppContext): Promise<void> {
  const polling = { pollingIntervalSeconds: ctx.config.JOB_POLL_SECONDS };
  await ctx.jobs.work<MailMessage>(MAIL_JOB, (message) => ctx.mailer.send(message), polling);
  await ctx.jobs.work(
    SESSION_EXPIRY_JOB,
    async () => {
      await announceSessionExpiry(ctx);
    },
    polling,
  );
  ctx.jobs.every(SESSION_EXPIRY_JOB, ctx.config.SESSION_EXPIRY_CHECK_SECONDS);
}
