import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { selectRows } from '../../platform/db/rows';
import {
  apiTokens,
  loginFailures,
  passwordTokens,
  privacyTerms,
  roles,
  userRoles,
  users,
} from '../../platform/db/schema';

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function countRecentFailures(
  db: DbOrTx,
  key: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${loginFailures.failedAt})` })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.failedAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function recordFailures(db: DbOrTx, keys: string[]): Promise<void> {
  await db.insert(loginFailures).values(keys.map((key) => ({ key })));
}

export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

export async function pruneFailures(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, before));
}

export async function findLivePasswordToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Claims a link for one use: true only for the one caller whose UPDATE finds it still unused and
 * unexpired, so two requests racing with the same link cannot both change the password.
 */
export async function consumePasswordToken(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(passwordTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordTokens.id, id), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, new Date())))
    .returning({ id: passwordTokens.id });
  return rows.length === 1;
}

/** Uses up every open link of the user, so an older link cannot be used after a newer one. */
export async function usePasswordTokens(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(passwordTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
}

export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function revokeUserTokens(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
}

export async function acceptTerms(db: DbOrTx, userId: number): Promise<void> {
  await db.update(users).set({ termsAcceptedAt: new Date() }).where(eq(users.id, userId));
}

export async function findPrivacyTerms(db: DbOrTx) {
  return db.select().from(privacyTerms).orderBy(privacyTerms.locale);
}

export async function setUserPhoto(db: DbOrTx, userId: number, photoKey: string | null, photoMime: string | null) {
  await db.update(users).set({ photoKey, photoMime, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function findUserCompanyIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ companyId: roles.companyId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return rows.flatMap((r) => (r.companyId === null ? [] : [r.companyId]));
}

/**
 * Whether two users share a company, or a project both may see (their companies attached to it;
 * an owner-type company sees every project, DECISIONS.md "Who sees what"). One query, for the
 * photo rule.
 */
export async function findSharedMembership(
  db: DbOrTx,
  viewerId: number,
  targetId: number,
): Promise<{ sharesCompany: boolean; sharesProject: boolean }> {
  const [row] = await selectRows<{ shares_company: boolean; shares_project: boolean }>(
    db,
    sql`
      with member as (
        select ur.user_id, r.company_id, c.type
        from user_roles ur
        join roles r on r.id = ur.role_id
        join companies c on c.id = r.company_id
        where ur.user_id in (${viewerId}, ${targetId})
      ),
      sees as (
        select m.user_id, pc.project_id
        from member m join project_companies pc on pc.company_id = m.company_id
        union
        select m.user_id, p.id from member m join projects p on m.type = 'owner'
      )
      select
        exists (
          select 1 from member v join member t on t.company_id = v.company_id
          where v.user_id = ${viewerId} and t.user_id = ${targetId}
        ) as shares_company,
        exists (
          select 1 from sees v join sees t on t.project_id = v.project_id
          where v.user_id = ${viewerId} and t.user_id = ${targetId}
        ) as shares_project
    `,
  );
  return { sharesCompany: row?.shares_company ?? false, sharesProject: row?.shares_project ?? false };
}
