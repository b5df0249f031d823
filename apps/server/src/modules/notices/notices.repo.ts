import type { DbOrTx } from '../../platform/db/client';
import { sentNotices } from '../../platform/db/schema';

/**
 * Records the notices about to be sent and answers those that were not sent before: a notice
 * already recorded (by an earlier round, or by another instance at the same moment) is skipped by
 * the primary key, so the caller mails only what this call inserted.
 */
export async function claimNotices(
  db: DbOrTx,
  rule: string,
  notices: { userId: number; mark: string }[],
): Promise<{ userId: number; mark: string }[]> {
  if (!notices.length) return [];
  return db
    .insert(sentNotices)
    .values(notices.map((n) => ({ rule, userId: n.userId, mark: n.mark })))
    .onConflictDoNothing()
    .returning({ userId: sentNotices.userId, mark: sentNotices.mark });
}
