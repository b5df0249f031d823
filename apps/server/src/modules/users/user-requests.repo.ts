import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { userRequests } from '../../platform/db/schema';

export type UserRequestRecord = typeof userRequests.$inferSelect;
type Status = UserRequestRecord['status'];

export async function findUserRequests(
  db: DbOrTx,
  status: Status | undefined,
  window: { limit: number; offset: number },
): Promise<{ rows: UserRequestRecord[]; total: number }> {
  const where: SQL | undefined = status ? eq(userRequests.status, status) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(userRequests)
      .where(where)
      .orderBy(desc(userRequests.createdAt), desc(userRequests.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(userRequests).where(where),
  ]);
  return { rows, total: n };
}

/** The request, locked for the decision so that two owner-managers cannot both decide it. */
export async function findUserRequestForUpdate(db: DbOrTx, id: number): Promise<UserRequestRecord | undefined> {
  const [row] = await db.select().from(userRequests).where(eq(userRequests.id, id)).limit(1).for('update');
  return row;
}

export async function findPendingByEmail(db: DbOrTx, email: string): Promise<UserRequestRecord | undefined> {
  const [row] = await db
    .select()
    .from(userRequests)
    .where(and(eq(userRequests.status, 'pending'), sql`lower(${userRequests.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row;
}

export async function insertUserRequest(db: DbOrTx, values: typeof userRequests.$inferInsert): Promise<void> {
  await db.insert(userRequests).values(values);
}

export async function decideUserRequest(
  db: DbOrTx,
  id: number,
  values: { status: Status; decidedBy: number; userId?: number },
): Promise<UserRequestRecord> {
  const [row] = await db
    .update(userRequests)
    .set({ ...values, decidedAt: new Date() })
    .where(eq(userRequests.id, id))
    .returning();
  return row;
}
