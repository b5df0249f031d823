import type { AuthUser } from '../../auth/auth-user';
import { definePolicy } from '../policy';
import { hasPermission, managesCompany } from '../user-facts';

/** The facts the user-photo rules read (DECISIONS.md "Who may write": user photos). */
export interface UserPhotoSubject {
  kind: 'userPhoto';
  /** Whose photo it is. */
  userId: number;
  /** The companies that user belongs to. */
  companyIds: number[];
  /** The caller shares a company or a project with that user. */
  sharesCompanyOrProject: boolean;
}

const isOwn = (user: AuthUser, photo: UserPhotoSubject) => user.id === photo.userId;

/** The user, a user administrator, or a company-user administrator managing one of their companies. */
function mayChange(user: AuthUser, photo: UserPhotoSubject): boolean {
  if (isOwn(user, photo) || hasPermission(user, 'users.manage')) return true;
  return hasPermission(user, 'company-users.manage') && photo.companyIds.some((id) => managesCompany(user, id));
}

export const userPhotoPolicy = definePolicy<UserPhotoSubject>()({
  /** Its owner, people who work with them (a company or a project), and user administrators; else 404. */
  read: (user, photo) => isOwn(user, photo) || hasPermission(user, 'users.manage') || photo.sharesCompanyOrProject,
  update: mayChange,
  delete: mayChange,
});
