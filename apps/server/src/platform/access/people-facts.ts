import type { AuthUser } from '../auth/auth-user';
import { hasPermission, isOwnerManager, isOwnerSide, managesCompany } from './user-facts';

/**
 * Facts about the caller that the company and user policies combine (spec part 3 §2, §6;
 * DECISIONS.md "Who may write"). Only policies and SQL visibility filters read these.
 */

/** The companies administration (/companies): owner-managers holding companies.manage. */
export function isCompanyAdmin(user: AuthUser): boolean {
  return isOwnerManager(user) && hasPermission(user, 'companies.manage');
}

/**
 * User administration over every company: users.manage. Being an owner-manager is not enough: the
 * matrix decides, so revoking users.manage from the manager role takes it from owner-managers too.
 */
export function isUserAdmin(user: AuthUser): boolean {
  return hasPermission(user, 'users.manage');
}

/** company-users.manage counts in the companies where the caller is a manager. */
export function mayManageCompanyUsers(user: AuthUser, companyId: number): boolean {
  return isUserAdmin(user) || (hasPermission(user, 'company-users.manage') && managesCompany(user, companyId));
}

/**
 * The companies a caller outside the owner side is limited to in lists (DECISIONS.md "Who may
 * write": no directory of other companies); null for the owner side, who see every company.
 */
export function visibleCompanyIds(user: AuthUser): number[] | null {
  return isOwnerSide(user) ? null : user.companies.map((c) => c.id);
}
