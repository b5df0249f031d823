import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { selectRows } from '../db/rows';
import type { AuthUser } from './auth-user';
import { myRolesCte, toAuthUser, type UserFactsRow, userFactsColumns } from './user-facts-query';

/**
 * The user of a session that is still live and whose user is enabled, with the facts a request
 * has (as `resolveSession` reads them), found by the session's id rather than its secret: for a
 * signed link made during that session, which stops working when the session ends. Does not
 * extend the session.
 */
export async function findLiveSessionUser(db: DbOrTx, tokenId: number, userId: number): Promise<AuthUser | null> {
  const [row] = await selectRows<UserFactsRow & { expires_at: Date | string }>(
    db,
    sql`
    with ${myRolesCte(sql`ur.user_id = ${userId}`)}
    select t.expires_at, ${userFactsColumns}
    from api_tokens t join users u on u.id = t.user_id
    where t.id = ${tokenId} and t.user_id = ${userId} and t.revoked_at is null and t.expires_at > now() and u.enabled`,
  );
  return row ? toAuthUser(row, { id: tokenId, expiresAt: new Date(row.expires_at) }) : null;
}
