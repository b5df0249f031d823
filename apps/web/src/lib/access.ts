import type { CurrentUser, Permission } from '@portal/contracts';

/** Role and permission gates of spec part 1 section 6; the server checks them again on every call. */
type AccessUser = Pick<
  CurrentUser,
  'roles' | 'permissions' | 'is_super' | 'is_owner_manager' | 'managed_company_ids' | 'companies'
>;

const hasRole = (user: AccessUser, role: string) => user.roles.some((r) => r.display_name === role);

/** Super holds every permission. */
export function hasPermission(user: AccessUser, permission: Permission): boolean {
  return user.is_super || user.permissions.some((p) => p.name === permission);
}

/** Super, or a user who is both owner and manager. */
export function isOwnerManager(user: AccessUser): boolean {
  return user.is_super || user.is_owner_manager;
}

export function isOwnerOrSuper(user: AccessUser): boolean {
  return user.is_super || hasRole(user, 'owner');
}

export function isManagerOrSuper(user: AccessUser): boolean {
  return user.is_super || user.managed_company_ids.length > 0;
}

/** /companies: the companies-manage permission and owner-manager. */
export function canManageCompanies(user: AccessUser): boolean {
  return isOwnerManager(user) && hasPermission(user, 'companies.manage');
}

/** User administration over every company (users.manage); the server checks the same. */
export function isUserAdmin(user: AccessUser): boolean {
  return hasPermission(user, 'users.manage');
}

/** The company of the /company-management link: the first managed one (Super: their first company). */
export function managementCompanyId(user: AccessUser): number | null {
  if (user.managed_company_ids.length > 0) return user.managed_company_ids[0];
  if (user.is_super && user.companies.length > 0) return user.companies[0].id;
  return null;
}

/** Target of the top bar's user management shortcut, or null when the user has none. */
export function userManagementPath(user: AccessUser): string | null {
  // The same gate as the /companies route, so the shortcut never leads to a redirect.
  if (canManageCompanies(user)) return '/companies';
  const companyId = managementCompanyId(user);
  return companyId === null ? null : `/company-management/${companyId}`;
}

/**
 * Creating projects: owner-managers holding projects.manage (the server checks the same). There is
 * no project yet to carry `can`; everything done to a project reads that project's `can`.
 */
export function canCreateProjects(user: AccessUser): boolean {
  return isOwnerManager(user) && hasPermission(user, 'projects.manage');
}
