import { RealtimeEvent, SESSION_WARNING_MINUTES, userChannel } from '@portal/contracts';
import { and, gt, isNull, lte } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { apiTokens } from '../../platform/db/schema';

export const SESSION_EXPIRY_JOB = 'session-expiry';

/**
 * Announces sessions that end within five minutes (once) and sessions that have ended
 * (DECISIONS.md "Real-time"). Each token is claimed by an UPDATE ... RETURNING, so several
 * workers running this at once still announce it once.
 */
export async function announceSessionExpiry(
  ctx: AppContext,
  now = new Date(),
): Promise<{ warned: number; expired: number }> {
  const soon = new Date(now.getTime() + SESSION_WARNING_MINUTES * 60_000);
  const live = and(isNull(apiTokens.revokedAt), isNull(apiTokens.expiryAnnouncedAt));
  const warned = await ctx.db
    .update(apiTokens)
    .set({ warnedAt: now })
    .where(and(live, isNull(apiTokens.warnedAt), gt(apiTokens.expiresAt, now), lte(apiTokens.expiresAt, soon)))
    .returning({ id: apiTokens.id, userId: apiTokens.userId, expiresAt: apiTokens.expiresAt });
  const expired = await ctx.db
    .update(apiTokens)
    .set({ expiryAnnouncedAt: now })
    .where(and(live, lte(apiTokens.expiresAt, now)))
    .returning({ id: apiTokens.id, userId: apiTokens.userId });
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
