import type { AppContext } from '../../app-context';
import { PASSWORD_RESET_JOB, type PasswordResetJob, sendRequestedReset } from './auth.service';
import { LOGIN_FAILURES_PRUNE_JOB, loginFailuresPruneSeconds, pruneLoginFailures } from './login-failures.job';
import { announceSessionExpiry, SESSION_EXPIRY_JOB } from './session-expiry.job';

/** The auth module's background work: session expiry notices, failure pruning, reset mails. */
export async function startAuthWorkers(ctx: AppContext): Promise<void> {
  const polling = { pollingIntervalSeconds: ctx.config.JOB_POLL_SECONDS };
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
  await ctx.jobs.work<PasswordResetJob>(PASSWORD_RESET_JOB, (job) => sendRequestedReset(ctx, job), polling);
}
