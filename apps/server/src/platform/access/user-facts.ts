import type { Permission } from '@portal/contracts';
import type { AuthUser } from '../auth/auth-user';

/**
 * Facts about the caller that policies combine (spec part 1 §6, DECISIONS.md "Roles and
 * permissions" and "Who may write"). Only policies and SQL visibility filters read these;
 * handlers ask `authorize`.
 */

/** Super passes every permission check. */
export function hasPermission(user: AuthUser, permission: Permission): boolean {
  return user.isSuper || user.permissions.has(permission);
}

export function isManager(user: AuthUser): boolean {
  return user.companies.some((c) => c.roles.includes('manager'));
}

/** Super, or a user who holds both the global owner role and a manager role. */
export function isOwnerManager(user: AuthUser): boolean {
  return user.isSuper || (user.isOwner && isManager(user));
}

export function isInOwnerCompany(user: AuthUser): boolean {
  return user.companies.some((c) => c.type === 'owner');
}

/** The owner side: Super or a user of an owner-type company (DECISIONS.md "Who may write"). */
export function isOwnerSide(user: AuthUser): boolean {
  return user.isSuper || isInOwnerCompany(user);
}

/** Super or a user of an owner or subcontractor company: those who add documents and folders. */
export function isInWritingCompany(user: AuthUser): boolean {
  return user.isSuper || user.companies.some((c) => c.type === 'owner' || c.type === 'subcontractor');
}

/** Manager of that company, or Super. */
export function managesCompany(user: AuthUser, companyId: number): boolean {
  return user.isSuper || user.companies.some((c) => c.id === companyId && c.roles.includes('manager'));
}

export function belongsToCompany(user: AuthUser, companyId: number): boolean {
  return user.companies.some((c) => c.id === companyId);
}
