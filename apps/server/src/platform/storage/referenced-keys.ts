import { isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** The storage keys one table's rows point at. */
export type ReferencedKeySource = (db: Db) => AsyncIterable<string>;

export const userPhotoKeys: ReferencedKeySource = async function* (db) {
  const rows = await db.select({ key: users.photoKey }).from(users).where(isNotNull(users.photoKey));
  for (const row of rows) if (row.key) yield row.key;
};

/** Every column that references a stored file. Documents (files and thumbnails) add their source here. */
export const REFERENCED_KEY_SOURCES: readonly ReferencedKeySource[] = [userPhotoKeys];

export async function* referencedKeys(
  db: Db,
  sources: readonly ReferencedKeySource[] = REFERENCED_KEY_SOURCES,
): AsyncGenerator<string> {
  for (const source of sources) yield* source(db);
}
