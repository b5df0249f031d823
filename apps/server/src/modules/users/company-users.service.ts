import {
  type AddCompanyUserRoleInput,
  type CompanyRole,
  type CreateCompanyUserInput,
  ErrorCode,
  flagValue,
  type PaginationQuery,
  type UpdateUserInput,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import { authorize } from '../../platform/access/gate';
import { isUserAdmin } from '../../platform/access/people-facts';
import type { AuthUser } from '../../platform/auth/auth-user';
// Not yet behind a repository: the password links (auth).
import { sendPasswordLink } from '../../platform/auth/password-links';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, invalid, notFound } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/pagination';
import { companyAccess } from '../companies/companies.access';
import {
  addUserCompanyRoles,
  type CompanyRoleRecord,
  findCompanyRoleById,
  findRolesOfCompanies,
  removeUserFromCompany,
  removeUserRole,
} from '../companies/company-roles.repo';
import * as repo from './users.repo';
import * as users from './users.service';

const employeeFixed = () =>
  new AppError(409, ErrorCode.conflict, 'The employee role is always on; remove the user from the company instead.', {
    roleId: ['employee-role-fixed'],
  });
const memberNotFound = () => notFound('User not found in this company.');

/**
 * The company, once the caller may manage its users: a company they may not know is 404 whether or
 * not it exists (DECISIONS.md "Who may write"), a known one they may not manage 403.
 */
async function assertManagesUsersOf(db: DbOrTx, actor: AuthUser, companyId: number): Promise<void> {
  await requireAccess(db, actor, 'manageUsers', companyAccess, companyId);
}

export async function listCompanyUsers(ctx: AppContext, actor: AuthUser, companyId: number, query: PaginationQuery) {
  await assertManagesUsersOf(ctx.db, actor, companyId);
  const { rows, total } = await repo.findUsers(ctx.db, { companyId }, pageWindow(query));
  return { rows: await users.presentUsers(ctx.db, actor, rows, companyId), total };
}

/** The user, when they belong to the company; 404 otherwise (both ids must match). */
async function getMember(ctx: AppContext, actor: AuthUser, companyId: number, userId: number) {
  await assertManagesUsersOf(ctx.db, actor, companyId);
  const member = await users.getKnownUser(ctx.db, actor, userId, companyId).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 404 ? memberNotFound() : error;
  });
  if (!member.subject.companyIds.includes(companyId)) throw memberNotFound();
  return member;
}

/** A new account in the company, with the default category when none is chosen, then the activation e-mail. */
export async function createCompanyUser(
  ctx: AppContext,
  actor: AuthUser,
  companyId: number,
  input: CreateCompanyUserInput,
) {
  await assertManagesUsersOf(ctx.db, actor, companyId);
  const user = await users.withEmailCheck(() =>
    ctx.db.transaction(async (tx) => {
      const created = await users.createUserInCompany(
        tx,
        {
          email: input.email,
          name: input.name,
          phone: input.phone,
          userCategoryId: input.user_category_id,
          enabled: input.enabled === undefined ? true : flagValue(input.enabled),
          locale: input.locale,
        },
        companyId,
        input.roles ?? [],
      );
      await users.sendActivation(ctx, created, tx);
      return created;
    }),
  );
  return users.presentOne(ctx.db, actor, user, companyId);
}

export async function updateCompanyUser(
  ctx: AppContext,
  actor: AuthUser,
  companyId: number,
  userId: number,
  input: UpdateUserInput,
) {
  const { user, subject } = await getMember(ctx, actor, companyId, userId);
  authorize(actor, 'update', subject);
  return users.presentOne(ctx.db, actor, await users.applyUserUpdate(ctx, actor, user, input), companyId);
}

/** Takes the user out of the company (their account stays; DELETE users/{id} removes accounts). */
export async function removeCompanyUser(ctx: AppContext, actor: AuthUser, companyId: number, userId: number) {
  const { subject } = await getMember(ctx, actor, companyId, userId);
  authorize(actor, 'changeMembership', subject);
  await removeUserFromCompany(ctx.db, userId, companyId);
  ctx.sessions.forgetUser(userId);
}

/**
 * PUT .../resetpassword: the reset link goes to the user's own address, so any member may be sent
 * one. A user who never activated the account gets the activation link again instead.
 */
export async function sendCompanyUserPasswordLink(ctx: AppContext, actor: AuthUser, companyId: number, userId: number) {
  const { user, subject } = await getMember(ctx, actor, companyId, userId);
  authorize(actor, 'resetPassword', subject);
  await sendPasswordLink(ctx, user.id, user.passwordHash === null ? 'activate' : 'reset');
}

/** A role of this company from a role id or a role name; undefined when it is none of its roles. */
async function findRoleOfCompany(
  ctx: AppContext,
  companyId: number,
  ref: CompanyRole | number,
): Promise<CompanyRoleRecord | undefined> {
  const role =
    typeof ref === 'number'
      ? await findCompanyRoleById(ctx.db, ref)
      : (await findRolesOfCompanies(ctx.db, [companyId])).find((r) => r.name === ref);
  return role?.companyId === companyId ? role : undefined;
}

/**
 * Adds manager or editor in this company; adding employee changes nothing for a member (it comes
 * with membership). User administrators may also add a role to an account of another company,
 * which makes it a member here too: the one way to put an existing account into a second company.
 * A company's manager cannot (404), so they cannot pull in accounts they would then administer.
 */
export async function addCompanyUserRole(
  ctx: AppContext,
  actor: AuthUser,
  companyId: number,
  userId: number,
  input: AddCompanyUserRoleInput,
) {
  await assertManagesUsersOf(ctx.db, actor, companyId);
  const { user, subject } = await users.getKnownUser(ctx.db, actor, userId, companyId);
  const isMember = subject.companyIds.includes(companyId);
  if (!isMember && !isUserAdmin(actor)) throw memberNotFound();
  authorize(actor, 'changeMembership', subject);
  const role = await findRoleOfCompany(ctx, companyId, input.id);
  if (!role) throw invalid({ id: ['role-not-in-company'] });
  await addUserCompanyRoles(ctx.db, userId, companyId, [role.name]);
  ctx.sessions.forgetUser(userId);
  return users.presentOne(ctx.db, actor, user, companyId);
}

/** Removes manager or editor; employee is refused with 409 (spec: always on, cannot be changed). */
export async function removeCompanyUserRole(
  ctx: AppContext,
  actor: AuthUser,
  companyId: number,
  userId: number,
  roleRef: CompanyRole | number,
) {
  const { user, subject } = await getMember(ctx, actor, companyId, userId);
  authorize(actor, 'changeMembership', subject);
  const role = await findRoleOfCompany(ctx, companyId, roleRef);
  if (!role) throw notFound('No such role in this company.');
  if (role.name === 'employee') throw employeeFixed();
  await removeUserRole(ctx.db, userId, role.id);
  ctx.sessions.forgetUser(userId);
  return users.presentOne(ctx.db, actor, user, companyId);
}
