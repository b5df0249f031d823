import type { AppContext } from '../../app-context';
import { pruneFailures } from './auth.repo';

export const LOGIN_FAILURES_PRUNE_JOB = 'login-failures-prune';

/** Once per throttle window: rows never outlive two windows, however many failures pour in. */
export function loginFailuresPruneSeconds(ctx: AppContext): number {
  return ctx.config.LOGIN_THROTTLE_MINUTES * 60;
}

/**
 * Deletes sign-in failures older than the throttle window: they no longer count towards a 429,
 * so keeping them would only let the table grow without end.
 */
export async function pruneLoginFailures(ctx: AppContext, now = new Date()): Promise<void> {
  await pruneFailures(ctx.db, new Date(now.getTime() - ctx.config.LOGIN_THROTTLE_MINUTES * 60_000));
}
