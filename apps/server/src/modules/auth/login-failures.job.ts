import type { AppContext } from '../../app-context';
import { pruneFailures } from './auth.repo';
import { longestThrottleMinutes } from './login-throttle';

export const LOGIN_FAILURES_PRUNE_JOB = 'login-failures-prune';

/** Once per shortest throttle window: rows never outlive the longest window by much. */
export function loginFailuresPruneSeconds(ctx: AppContext): number {
  return ctx.config.LOGIN_THROTTLE_MINUTES * 60;
}

/**
 * Deletes sign-in failures (and reset requests) older than the longest throttle window: they no
 * longer count towards a 429, so keeping them would only let the table grow without end.
 */
export async function pruneLoginFailures(ctx: AppContext, now = new Date()): Promise<void> {
  await pruneFailures(ctx.db, new Date(now.getTime() - longestThrottleMinutes(ctx) * 60_000));
}
