import { and, asc, count, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/pg-errors';
import { apiTokens, passwordTokens, roles, userRoles, users } from '../../platform/db/schema';

export type UserRecord = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export interface UserFilter {
  enabled?: boolean;
  search?: string;
  companyId?: number;
  /** Only users of these companies; null or absent: every user. */
  companyIds?: number[] | null;
}

/** Users holding any role of one of the companies. */
function inCompanies(companyIds: number[]): SQL {
  if (companyIds.length === 0) return sql`false`;
  return sql`${users.id} in (select ${userRoles.userId} from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId} where ${inArray(roles.companyId, companyIds)})`;
}

function userFilter(f: UserFilter): SQL | undefined {
  const pattern = f.search ? containsPattern(f.search) : undefined;
  return and(
    f.enabled === undefined ? undefined : eq(users.enabled, f.enabled),
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
    f.companyId ? inCompanies([f.companyId]) : undefined,
    f.companyIds ? inCompanies(f.companyIds) : undefined,
  );
}

/** A page of users by name, and the count of the whole filtered list. */
export async function findUsers(
  db: DbOrTx,
  filter: UserFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: UserRecord[]; total: number }> {
  const where = userFilter(filter);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: n };
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Case-insensitive, as the unique index compares addresses; `exceptId` skips the user being edited. */
export async function findUserByEmail(db: DbOrTx, email: string, exceptId?: number): Promise<UserRecord | undefined> {
  const same = sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;
  const [row] = await db
    .select()
    .from(users)
    .where(exceptId ? and(same, ne(users.id, exceptId)) : same)
    .limit(1);
  return row;
}

/** The addresses among `emails` that already have an account (lower-cased). */
export async function findExistingEmails(db: DbOrTx, emails: string[]): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        emails.map((e) => e.toLowerCase()),
      ),
    );
  return new Set(rows.map((r) => r.email));
}

export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRecord> {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

/** Many accounts at once (the CSV import), in chunks that stay far below the parameter limit. */
export async function insertUsers(db: DbOrTx, values: NewUser[]): Promise<UserRecord[]> {
  const created: UserRecord[] = [];
  for (let i = 0; i < values.length; i += 500) {
    created.push(
      ...(await db
        .insert(users)
        .values(values.slice(i, i + 500))
        .returning()),
    );
  }
  return created;
}

export async function updateUser(db: DbOrTx, id: number, values: Partial<NewUser>): Promise<UserRecord> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function deleteUser(db: DbOrTx, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Uses up the user's open activation and reset links, so none of them outlives a new password. */
export async function usePasswordTokens(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(passwordTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
}

export async function revokeUserTokens(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
}
