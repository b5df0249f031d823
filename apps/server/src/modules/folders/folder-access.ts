import type { AuthUser } from '../../platform/auth/auth-user';
import { can, isOwnerManager } from '../../platform/auth/guard';
import { isInOwnerCompany } from '../projects/project-access';

/**
 * Who sees which folder (DECISIONS.md "Who sees what"), as data the folder queries turn into SQL.
 * A folder is visible to a user holding a company role with a Folder grant on it or a Project
 * grant on its project; a folder without Folder grants also to users of owner-type companies.
 * Super and owner-managers see every folder: they administer the grants.
 */
export interface FolderViewer {
  userId: number;
  seesEveryFolder: boolean;
  inOwnerCompany: boolean;
}

export function folderViewer(user: AuthUser): FolderViewer {
  return { userId: user.id, seesEveryFolder: isOwnerManager(user), inOwnerCompany: isInOwnerCompany(user) };
}

/**
 * Adding, renaming and deleting folders: the spec shows "add folder" only to Super and users of
 * owner and subcontractor companies (part 2 section 6), beside adding documents, so it also takes
 * document.create.
 */
export function mayWriteFolders(user: AuthUser): boolean {
  if (user.isSuper) return true;
  const inWritingCompany = user.companies.some((c) => c.type === 'owner' || c.type === 'subcontractor');
  return inWritingCompany && can(user, 'document.create');
}
