import type { DbOrTx } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/pg-errors';
import { findDocumentByUploadKey } from './documents-upload-key.repo';

/**
 * A retry of an upload that was saved (its answer lost to a crash or a dropped connection): the
 * document the first try made answers instead of a second one (issue 16). Keys are the client's
 * (`upload_key`), scoped to the user and the project, and held unique by an index.
 */
export class DuplicateUpload extends Error {
  constructor(
    readonly documentId: number,
    readonly removed: boolean,
  ) {
    super('An earlier try with this upload key made the document.');
  }
}

async function earlierTry(db: DbOrTx, userId: number, projectId: number, key: string | undefined) {
  if (!key) return undefined;
  const row = await findDocumentByUploadKey(db, userId, projectId, key);
  return row && new DuplicateUpload(row.id, row.deletedAt !== null);
}

/** Throws DuplicateUpload when an earlier try with `key` made a document. */
export async function assertNewUploadKey(db: DbOrTx, userId: number, projectId: number, key: string | undefined) {
  const earlier = await earlierTry(db, userId, projectId, key);
  if (earlier) throw earlier;
}

/**
 * The DuplicateUpload a failed upload stands for, if any: thrown as such, or a unique violation of
 * the key when two tries ran at once and the other one committed first.
 */
export async function asDuplicateUpload(
  db: DbOrTx,
  error: unknown,
  userId: number,
  projectId: number,
  key: string | undefined,
): Promise<DuplicateUpload | undefined> {
  if (error instanceof DuplicateUpload) return error;
  return isUniqueViolation(error) ? earlierTry(db, userId, projectId, key) : undefined;
}
