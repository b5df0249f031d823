import type { CurrentUser, Permission } from '@portal/contracts';

/**
 * Route and screen gates of spec part 1 section 6. Rules the server's policies decide come from
 * the user's `can` (never re-derived here); the rest are the role facts the spec gates screens by.
 */
type AccessUser = Pick<
  CurrentUser,
  'roles' | 'permissions' | 'is_super' | 'is_owner_manager' | 'managed_company_ids' | 'companies' | 'can'
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

/** /companies: the server's companies policy (owner-managers holding companies.manage). */
export function canManageCompanies(user: AccessUser): boolean {
  return user.can.manageCompanies;
}

/** User administration (the users list): the server's users policy. */
export function isUserAdmin(user: AccessUser): boolean {
  return user.can.administerUsers;
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

/** Creating projects: there is no project yet to carry `can`, so the user's `can` says it. */
export function canCreateProjects(user: AccessUser): boolean {
  return user.can.createProject;
}

/** The CSV import (/import) is offered to those the server lets import projects or users. */
export function canImport(user: AccessUser): boolean {
  return user.can.importProjects || user.can.importUsers;
}
