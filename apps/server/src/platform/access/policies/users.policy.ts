import type { AuthUser } from '../../auth/auth-user';
import { isUserAdmin, mayManageCompanyUsers } from '../people-facts';
import { definePolicy } from '../policy';
import { staffArea } from '../reach';
import { belongsToCompany, isOwnerSide } from '../user-facts';

/**
 * The facts the user rules read. `scopeCompanyId` is the company whose users screen the user is
 * acted on from (`companies/{id}/users/...`); null for the users administration (`users/...`).
 */
export interface UserSubject {
  kind: 'user';
  id: number;
  isSuper: boolean;
  isOwner: boolean;
  companyIds: number[];
  scopeCompanyId: number | null;
}

const sharesCompany = (actor: AuthUser, target: UserSubject) =>
  target.companyIds.some((id) => belongsToCompany(actor, id));

/**
 * users.manage reaches every account only on the owner side. Outside it, the permission covers
 * the caller's own companies, like company-users.manage: an account that reaches into a company
 * they cannot see is not theirs to change (DECISIONS.md "Who may write").
 */
const isGlobalUserAdmin = (actor: AuthUser) => isOwnerSide(actor) && isUserAdmin(actor);
const managesUsersOf = (actor: AuthUser, companyId: number) =>
  isGlobalUserAdmin(actor) || (belongsToCompany(actor, companyId) && mayManageCompanyUsers(actor, companyId));

/**
 * Knowing the user exists: themself, users of a shared company, and the owner side's user
 * administrators. Anyone else gets 404 (DECISIONS.md "Who may write": no directory of other companies).
 */
function mayRead(actor: AuthUser, target: UserSubject): boolean {
  return actor.id === target.id || sharesCompany(actor, target) || isGlobalUserAdmin(actor);
}

/** The user's details (GET users/{id}): themself, a user administrator, or a manager of their users. */
const mayView = (actor: AuthUser, target: UserSubject) =>
  mayRead(actor, target) &&
  (actor.id === target.id || isUserAdmin(actor) || target.companyIds.some((id) => managesUsersOf(actor, id)));

/**
 * Changing the account (e-mail, name, enabled, password). Only Super changes a Super user. A
 * company's manager changes only users who belong to no other company and hold no global role:
 * otherwise a manager could take over an account that reaches further than their own company.
 */
function mayAdminister(actor: AuthUser, target: UserSubject): boolean {
  if (!mayRead(actor, target)) return false;
  if (actor.isSuper) return true;
  if (target.isSuper) return false;
  if (isGlobalUserAdmin(actor)) return true;
  if (target.isOwner || target.companyIds.length === 0) return false;
  return target.companyIds.every((id) => managesUsersOf(actor, id));
}

/** The screen the user is acted on from: one company's users, or the users administration. */
const mayUseScope = (actor: AuthUser, target: UserSubject) =>
  target.scopeCompanyId === null ? isUserAdmin(actor) : mayManageCompanyUsers(actor, target.scopeCompanyId);

/**
 * Membership and roles within a company (the company's manager may change them), except for users
 * holding a global role: their standing as owner-manager depends on these roles.
 */
function mayChangeMembership(actor: AuthUser, target: UserSubject): boolean {
  if (!mayRead(actor, target) || !mayUseScope(actor, target)) return false;
  if (actor.isSuper) return true;
  if (target.isSuper) return false;
  return isGlobalUserAdmin(actor) || !target.isOwner;
}

export const userPolicy = definePolicy<UserSubject>(staffArea)({
  read: mayRead,
  view: mayView,
  update: (actor, target) => mayUseScope(actor, target) && mayAdminister(actor, target),
  /** user/manual-password: from either screen, the same rule as changing the account. */
  setPassword: mayAdminister,
  /** Deleting the account: user administrators only (a company's manager removes from the company). */
  delete: (actor, target) => isUserAdmin(actor) && mayAdminister(actor, target),
  changeMembership: mayChangeMembership,
  /** The e-mailed reset link goes to the user's own address: any member of a company one manages. */
  resetPassword: (actor, target) =>
    target.scopeCompanyId !== null && mayRead(actor, target) && mayUseScope(actor, target),
  setGlobalRoles: (actor) => actor.isSuper,
});

/** The users administration's list (GET users). */
export interface UsersSubject {
  kind: 'users';
}

export const usersPolicy = definePolicy<UsersSubject>(staffArea)({
  list: (user) => isUserAdmin(user),
});
