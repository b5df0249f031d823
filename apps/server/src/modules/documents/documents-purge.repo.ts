import { and, asc, inArray, isNotNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { documentFiles, documents } from '../../platform/db/schema';

export interface PurgeableFile {
  id: number;
  storageKey: string;
  thumbKeyPrefix: string | null;
}

/** Files of documents removed before `removedBefore`, oldest file first, at most `limit`. */
export async function findFilesOfRemovedDocuments(
  db: DbOrTx,
  removedBefore: Date,
  limit: number,
): Promise<PurgeableFile[]> {
  return db
    .select({
      id: documentFiles.id,
      storageKey: documentFiles.storageKey,
      thumbKeyPrefix: documentFiles.thumbKeyPrefix,
    })
    .from(documentFiles)
    .where(
      inArray(
        documentFiles.documentId,
        db
          .select({ id: documents.id })
          .from(documents)
          .where(and(isNotNull(documents.deletedAt), lt(documents.deletedAt, removedBefore))),
      ),
    )
    .orderBy(asc(documentFiles.id))
    .limit(limit);
}

/** Deletes file rows (their pages go with them); the document rows stay for the 410 answers. */
export async function deleteFileRows(db: DbOrTx, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.delete(documentFiles).where(inArray(documentFiles.id, ids));
}
