import type { AuthUser } from '../../auth/auth-user';
import { definePolicy } from '../policy';
import { staffArea } from '../reach';
import { hasPermission, isOwnerManager } from '../user-facts';

/**
 * Full-text search (spec part 2 "Search" and §6, DECISIONS.md "Search"). Which documents a result
 * may name is SQL (the documents list's project and folder visibility); this policy says who may
 * search at all and whether documents can be among the results.
 */
export interface SearchSubject {
  kind: 'search';
}

export const searchPolicy = definePolicy<SearchSubject>(staffArea)({
  /** `/search` and `POST search`: every user of the staff areas (part 2 §6), limited to what they see. */
  search: () => true,
  /** Documents appear in results for those who may read documents (projects.access and documents.access). */
  findDocuments: (user: AuthUser) => hasPermission(user, 'projects.access') && hasPermission(user, 'documents.access'),
  /** The top-bar search box: owner-managers (spec part 1 "Top bar"); the installation's flag is the web's to read. */
  topBar: isOwnerManager,
});

export const SEARCH: SearchSubject = { kind: 'search' };
