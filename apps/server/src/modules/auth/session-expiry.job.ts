import { RealtimeEvent, SESSION_WARNING_MINUTES, userChannel } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { claimSessionEnds, claimSessionWarnings } from './session-expiry.repo';

export const SESSION_EXPIRY_JOB = 'session-expiry';

/**
 * Announces sessions that end within five minutes (once) and sessions that have ended
 * (DECISIONS.md "Real-time"). The claims are atomic (session-expiry.repo.ts), so several workers
 * running this at once still announce each token once.
 */
export async function announceSessionExpiry(
  ctx: AppContext,
  now = new Date(),
): Promise<{ warned: number; expired: number }> {
  const soon = new Date(now.getTime() + SESSION_WARNING_MINUTES * 60_000);
  const warned = await claimSessionWarnings(ctx.db, now, soon);
  const expired = await claimSessionEnds(ctx.db, now);
  for (const t of warned) {
    await ctx.publisher.publish(userChannel(t.userId), RealtimeEvent.sessionWillExpire, {
      token: t.id,
      expires_at: t.expiresAt.toISOString(),
    });
  }
  for (const t of expired) {
    await ctx.publisher.publish(userChannel(t.userId), RealtimeEvent.sessionHasExpired, { token: t.id });
  }
  return { warned: warned.length, expired: expired.length };
}
