import { ErrorCode, USER_DISABLED_MESSAGE } from '@portal/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { selectRows } from '../db/rows';
import { apiTokens } from '../db/schema';
import { AppError } from '../http/app-error';
import type { AuthUser } from './auth-user';
import { parseBearerToken, randomSecret, safeEqual, sha256 } from './secrets';
import { myRolesCte, toAuthUser, type UserFactsRow, userFactsColumns } from './user-facts-query';

/** A request extends its token's expiry at most once a minute (DECISIONS.md "Real-time"). */
const EXTEND_AFTER_MS = 60_000;

export async function issueToken(
  db: DbOrTx,
  userId: number,
  lifetimeMinutes: number,
): Promise<{ token: string; id: number; expiresAt: Date }> {
  const secret = randomSecret(30);
  const expiresAt = new Date(Date.now() + lifetimeMinutes * 60_000);
  const [row] = await db
    .insert(apiTokens)
    .values({ userId, tokenHash: sha256(secret), expiresAt })
    .returning({ id: apiTokens.id });
  return { token: `${row.id}|${secret}`, id: row.id, expiresAt };
}

export async function revokeToken(db: DbOrTx, tokenId: number): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, tokenId), isNull(apiTokens.revokedAt)));
}

interface SessionRow extends UserFactsRow {
  token_id: number;
  token_hash: string;
  is_live: boolean;
  expires_at: Date;
  last_used_at: Date;
}

/**
 * Loads the user behind a bearer token in one query: the token, the user, their companies with
 * their roles, and their effective permissions (DECISIONS.md "Roles and permissions": the union
 * of the untyped and typed columns of each company role, plus the owner column for global
 * owners). Reading the permissions on every request makes matrix changes apply at once.
 *
 * A genuine token of a disabled user, live or ended by the disabling, answers 401 "User has been
 * disabled." (code 44, DECISIONS.md "Answers") rather than a plain 401, so the client can say why.
 */
export async function resolveSession(
  db: DbOrTx,
  rawToken: string,
  lifetimeMinutes: number,
  { extend = true }: { extend?: boolean } = {},
): Promise<AuthUser | null> {
  const parsed = parseBearerToken(rawToken);
  if (!parsed) return null;
  const [row] = await selectRows<SessionRow>(
    db,
    sql`
    with ${myRolesCte(sql`ur.user_id = (select user_id from api_tokens where id = ${parsed.id})`)}
    select t.id as token_id, t.token_hash, (t.revoked_at is null and t.expires_at > now()) as is_live,
      t.expires_at, t.last_used_at, ${userFactsColumns}
    from api_tokens t join users u on u.id = t.user_id
    where t.id = ${parsed.id}`,
  );
  if (!row || !safeEqual(row.token_hash, sha256(parsed.secret))) return null;
  if (!row.enabled) throw new AppError(401, ErrorCode.statusNotFound, USER_DISABLED_MESSAGE);
  if (!row.is_live) return null;
  let expiresAt = new Date(row.expires_at);
  if (extend && Date.now() - new Date(row.last_used_at).getTime() > EXTEND_AFTER_MS) {
    expiresAt = new Date(Date.now() + lifetimeMinutes * 60_000);
    // A renewed session may be warned again when it nears its new end.
    await db
      .update(apiTokens)
      .set({ expiresAt, lastUsedAt: new Date(), warnedAt: null })
      .where(eq(apiTokens.id, row.token_id));
  }
  return toAuthUser(row, { id: row.token_id, expiresAt });
}
