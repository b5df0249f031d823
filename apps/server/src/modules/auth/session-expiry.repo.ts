import { and, gt, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { apiTokens } from '../../platform/db/schema';

/*
 * The session expiry announcements' claims (session-expiry.job.ts). Each token is claimed by an
 * UPDATE ... RETURNING, so several workers running the job at once still announce it once.
 */

const live = () => and(isNull(apiTokens.revokedAt), isNull(apiTokens.expiryAnnouncedAt));

/** Live sessions ending after `now` and by `soon` that were not warned yet, marked warned. */
export function claimSessionWarnings(
  db: DbOrTx,
  now: Date,
  soon: Date,
): Promise<{ id: number; userId: number; expiresAt: Date }[]> {
  return db
    .update(apiTokens)
    .set({ warnedAt: now })
    .where(and(live(), isNull(apiTokens.warnedAt), gt(apiTokens.expiresAt, now), lte(apiTokens.expiresAt, soon)))
    .returning({ id: apiTokens.id, userId: apiTokens.userId, expiresAt: apiTokens.expiresAt });
}

/** Live sessions that have ended by `now` and were not announced yet, marked announced. */
export function claimSessionEnds(db: DbOrTx, now: Date): Promise<{ id: number; userId: number }[]> {
  return db
    .update(apiTokens)
    .set({ expiryAnnouncedAt: now })
    .where(and(live(), lte(apiTokens.expiresAt, now)))
    .returning({ id: apiTokens.id, userId: apiTokens.userId });
}
