import type { ContentType } from '@portal/contracts';
import type { AuthUser } from '../../auth/auth-user';
import { definePolicy } from '../policy';
import { staffArea } from '../reach';
import { hasPermission, isOwnerManager, isOwnerSide } from '../user-facts';

/** /permissions is for owner-managers (spec part 3 §2). */
const mayReadMatrix = isOwnerManager;

/** Changing the matrix also needs one of the permissions the spec names for it (part 3 §6). */
export function mayChangeMatrix(user: AuthUser): boolean {
  return isOwnerManager(user) && (hasPermission(user, 'permissions_manage') || hasPermission(user, 'roles.manage'));
}

/** /defaultfolders is an owner-manager screen; changing what it manages also needs defaultfolder_manage. */
export function mayChangeDefaultFolders(user: AuthUser): boolean {
  return isOwnerManager(user) && hasPermission(user, 'defaultfolder_manage');
}

/**
 * Content permissions are administered where their content is: a default folder's grants by those
 * who manage default folders, a project's and its folders' grants by owner-side users holding
 * projects.manage (who must also see that project and folder: SQL, before the rule). Client and
 * subcontractor users never change grants, even holding projects.manage: a grant would let their
 * own company see folders the owner kept from it. The matrix writers may change any grant.
 */
export function mayGrant(user: AuthUser, contentType: ContentType): boolean {
  if (mayChangeMatrix(user)) return true;
  if (contentType === 'DefaultFolder') return mayChangeDefaultFolders(user);
  return isOwnerSide(user) && hasPermission(user, 'projects.manage');
}

/** The permission matrix (GET/POST/DELETE rolepermissions) and the role lists. */
export interface RolePermissionsSubject {
  kind: 'rolePermissions';
}

export const rolePermissionsPolicy = definePolicy<RolePermissionsSubject>(staffArea)({
  view: mayReadMatrix,
  update: mayChangeMatrix,
});

/** The grants of one content item, or of every item when `contentType` is null (the whole list). */
export interface ContentPermissionsSubject {
  kind: 'contentPermissions';
  contentType: ContentType | null;
}

export const contentPermissionsPolicy = definePolicy<ContentPermissionsSubject>(staffArea)({
  /** Owner-managers list every grant; others only one item's, and only where they may grant. */
  list: (user, subject) =>
    isOwnerManager(user) || (subject.contentType !== null && mayGrant(user, subject.contentType)),
  grant: (user, subject) => subject.contentType !== null && mayGrant(user, subject.contentType),
  /** Matrix writers may also remove grants whose content has gone (no visibility check applies). */
  revokeAny: (user) => mayChangeMatrix(user),
});
