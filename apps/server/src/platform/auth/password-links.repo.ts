import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { passwordTokens, users } from '../db/schema';

/** The user a password link is for: the mail needs the address, the name and the language. */
export async function findLinkRecipient(db: DbOrTx, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertPasswordToken(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; purpose: 'activate' | 'reset'; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordTokens).values(values);
}
