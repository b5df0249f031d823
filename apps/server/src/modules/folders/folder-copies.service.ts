import type { DbOrTx } from '../../platform/db/client';
import * as repo from './folders.repo';

/**
 * New projects get their subtype's default-folder tree with its grants (spec part 2 "Default
 * folders"). Kept apart from folders.service, which uses the projects service, so the two services
 * never import each other.
 */
export const copyDefaultFolderTrees = (db: DbOrTx, projectIds: number[]) => repo.copyDefaultFolderTrees(db, projectIds);
