import { isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { documentExports, documentFiles, notifications, users } from '../db/schema';

/** The storage keys one table's rows point at. */
export type ReferencedKeySource = (db: Db) => AsyncIterable<string>;

export const userPhotoKeys: ReferencedKeySource = async function* (db) {
  const rows = await db.select({ key: users.photoKey }).from(users).where(isNotNull(users.photoKey));
  for (const row of rows) if (row.key) yield row.key;
};

/** Thumbnail sizes stored under a file's `thumb_key_prefix` (`{prefix}/{size}.jpg`). */
const THUMB_NAMES = ['small', 'medium', 'large'];

/**
 * Documents' files and thumbnails, of every file row. A removed document keeps its file rows and
 * bytes until the purge (documents.purge.ts) deletes both; its document row stays for the 410.
 */
export const documentFileKeys: ReferencedKeySource = async function* (db) {
  const rows = await db
    .select({ key: documentFiles.storageKey, thumbs: documentFiles.thumbKeyPrefix })
    .from(documentFiles);
  for (const row of rows) {
    yield row.key;
    if (row.thumbs) for (const size of THUMB_NAMES) yield `${row.thumbs}/${size}.jpg`;
  }
};

/** Finished ZIP exports, while their rows exist (an expired link answers 410 but keeps its row). */
export const exportKeys: ReferencedKeySource = async function* (db) {
  const rows = await db
    .select({ key: documentExports.storageKey })
    .from(documentExports)
    .where(isNotNull(documentExports.storageKey));
  for (const row of rows) if (row.key) yield row.key;
};

/** Notification attachments (notifications/…). */
export const notificationAttachmentKeys: ReferencedKeySource = async function* (db) {
  const rows = await db
    .select({ key: notifications.attachmentKey })
    .from(notifications)
    .where(isNotNull(notifications.attachmentKey));
  for (const row of rows) if (row.key) yield row.key;
};

/** Every column that references a stored file. */
export const REFERENCED_KEY_SOURCES: readonly ReferencedKeySource[] = [
  userPhotoKeys,
  documentFileKeys,
  exportKeys,
  notificationAttachmentKeys,
];

export async function* referencedKeys(
  db: Db,
  sources: readonly ReferencedKeySource[] = REFERENCED_KEY_SOURCES,
): AsyncGenerator<string> {
  for (const source of sources) yield* source(db);
}
