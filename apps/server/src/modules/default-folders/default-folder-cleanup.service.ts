import type { DbOrTx } from '../../platform/db/client';
import * as repo from './default-folders.repo';

/**
 * Removes a subtype's default folders and their grants (the subtype is being deleted). Kept apart
 * from default-folders.service, which uses the subtypes service, so the two never import each other.
 */
export const deleteDefaultFoldersOfSubtype = (db: DbOrTx, subtypeId: number) =>
  repo.deleteDefaultFoldersOfSubtype(db, subtypeId);
