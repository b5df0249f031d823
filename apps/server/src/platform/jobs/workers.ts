import type { AppContext } from '../../app-context';
import {
  LOGIN_FAILURES_PRUNE_JOB,
  loginFailuresPruneSeconds,
  pruneLoginFailures,
} from '../../modules/auth/login-failures.job';
import { announceSessionExpiry, SESSION_EXPIRY_JOB } from '../../modules/auth/session-expiry.job';
import { MAIL_JOB } from '../mail/mail-queue';
import type { MailMessage } from '../mail/mailer';

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
  await ctx.jobs.work(LOGIN_FAILURES_PRUNE_JOB, () => pruneLoginFailures(ctx), polling);
  ctx.jobs.every(LOGIN_FAILURES_PRUNE_JOB, loginFailuresPruneSeconds(ctx));
}
