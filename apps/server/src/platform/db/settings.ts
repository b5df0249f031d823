import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { settings } from './schema';

/**
 * The stored value of `key`, made by `make` when none is stored yet. Instances starting together
 * race on the insert; the first one wins and every instance reads back that one value.
 */
export async function getOrCreateSetting(db: DbOrTx, key: string, make: () => string): Promise<string> {
  await db.insert(settings).values({ key, value: make() }).onConflictDoNothing({ target: settings.key });
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  if (!row) throw new Error(`setting ${key} could not be stored`);
  return row.value;
}
