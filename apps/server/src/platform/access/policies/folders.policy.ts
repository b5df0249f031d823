import type { AuthUser } from '../../auth/auth-user';
import { definePolicy } from '../policy';
import { staffArea } from '../reach';
import { hasPermission, isInWritingCompany, isOwnerSide, managesCompany } from '../user-facts';

/** The facts the folder rules read (DECISIONS.md "Who may write"). */
export interface FolderSubject {
  kind: 'folder';
  /** The virtual main folder (id 0): never renamed or deleted. */
  isMain: boolean;
  /** Copied from a default folder: only the owner side renames or deletes it. */
  isDefaultCopy: boolean;
  /** The company whose user made the folder; null for copies and older folders. */
  createdByCompanyId: number | null;
  /** Has child folders, visible to the caller or not: it cannot be deleted before them. */
  hasSubfolders: boolean;
  /** Holds documents (not removed): it cannot be deleted before they are moved or deleted. */
  hasDocuments: boolean;
}

/**
 * Renaming or deleting: a folder copied from a default folder is owner-side only; a folder a
 * company made may be changed by that company's managers and by the owner side. Writers hold
 * document.create and belong to an owner or subcontractor company, as for creating folders.
 */
function mayChange(user: AuthUser, folder: FolderSubject): boolean {
  if (folder.isMain) return false;
  if (user.isSuper) return true;
  if (!isInWritingCompany(user) || !hasPermission(user, 'document.create')) return false;
  if (isOwnerSide(user)) return true;
  return !folder.isDefaultCopy && folder.createdByCompanyId !== null && managesCompany(user, folder.createdByCompanyId);
}

export const folderPolicy = definePolicy<FolderSubject>(staffArea)({
  /** Seeing a folder also needs its grants and its project's visibility (SQL); this is the permission part. */
  read: (user) => hasPermission(user, 'projects.access'),
  update: mayChange,
  /**
   * A default folder's copy is never deleted, nor a folder with sub folders (spec part 2 §5); the
   * service answers those with 409 before asking, so `can.delete` says whether a delete would pass.
   * Nor a folder that holds documents.
   */
  delete: (user, folder) =>
    mayChange(user, folder) && !folder.isDefaultCopy && !folder.hasSubfolders && !folder.hasDocuments,
});
