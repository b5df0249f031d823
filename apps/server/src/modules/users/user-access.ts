import type { AuthUser } from '../../platform/auth/auth-user';
import { belongsToCompany, can, managesCompany } from '../../platform/auth/guard';
import { forbidden, notFound, unauthorized } from '../../platform/http/app-error';
import { denyCompany } from '../companies/company-access';

/**
 * User administration over every company: users.manage (spec part 3 section 6). Being an
 * owner-manager is not enough: the matrix decides, so revoking users.manage from the manager role
 * takes user administration away from owner-managers too. Super passes `can`.
 */
export function isUserAdmin(user: AuthUser): boolean {
  return can(user, 'users.manage');
}

/** company-users.manage counts in the companies where the caller is a manager. */
export function mayManageCompanyUsers(user: AuthUser, companyId: number): boolean {
  return isUserAdmin(user) || (can(user, 'company-users.manage') && managesCompany(user, companyId));
}

/** `companies/{id}/users...`: 403 for a member of the company without the right, 404 for anyone else. */
export function assertMayManageCompanyUsers(user: AuthUser | null, companyId: number): AuthUser {
  if (!user) throw unauthorized();
  if (mayManageCompanyUsers(user, companyId)) return user;
  return denyCompany(user, companyId);
}

export interface AdministeredUser {
  id: number;
  isSuper: boolean;
  isOwner: boolean;
  companyIds: number[];
}

/** 403 when the caller knows the user (themself or a shared company), otherwise 404. */
export function denyUser(actor: AuthUser, target: AdministeredUser): never {
  const knows = actor.id === target.id || target.companyIds.some((id) => belongsToCompany(actor, id));
  throw knows ? forbidden() : notFound('User not found.');
}

/** Reading a user: themself, a user administrator, or a company-user administrator of one of their companies. */
export function assertMayReadUser(actor: AuthUser, target: AdministeredUser): void {
  if (actor.id === target.id || isUserAdmin(actor)) return;
  if (target.companyIds.some((id) => mayManageCompanyUsers(actor, id))) return;
  denyUser(actor, target);
}

/**
 * Changing a user's account (e-mail, name, enabled, password). Only Super changes a Super user. A
 * company's manager changes only users who belong to no other company and hold no global role:
 * otherwise a manager could take over an account that reaches further than their own company.
 */
export function assertMayAdministerUser(actor: AuthUser, target: AdministeredUser): void {
  if (actor.isSuper) return;
  if (target.isSuper) throw forbidden('Only a Super user may change a Super user.');
  if (isUserAdmin(actor)) return;
  const managed = target.companyIds.filter((id) => mayManageCompanyUsers(actor, id));
  if (managed.length === 0) denyUser(actor, target);
  if (target.isOwner || managed.length < target.companyIds.length) {
    throw forbidden('This user belongs to other companies or holds a global role; ask a user administrator.');
  }
}

/**
 * Membership and roles within one company (the company's manager may change them), except for
 * users holding a global role: their standing as owner-manager depends on these roles.
 */
export function assertMayChangeMembership(actor: AuthUser, target: AdministeredUser): void {
  if (actor.isSuper) return;
  if (target.isSuper) throw forbidden('Only a Super user may change a Super user.');
  if (isUserAdmin(actor)) return;
  if (target.isOwner) throw forbidden('This user holds a global role; ask a user administrator.');
}
