import {
  type AddCompanyUserRoleRequest,
  COMPANY_ROLES,
  type CompanyRole,
  type CreateCompanyUserRequest,
  ErrorCode,
  flagValue,
  type PaginationQuery,
  type UpdateCompanyUserRequest,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import { AppError, invalid, notFound } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/pagination';
import { sendPasswordLink } from '../auth/auth.service';
import { getCompanyRecord } from '../companies/companies.service';
import {
  addUserCompanyRoles,
  type CompanyRoleRecord,
  findCompanyRoleById,
  findRolesOfCompanies,
  removeUserFromCompany,
  removeUserRole,
} from '../companies/company-roles.service';
import { assertMayAdministerUser, assertMayChangeMembership, isUserAdmin } from './user-access';
import * as repo from './users.repo';
import * as users from './users.service';

const employeeFixed = () =>
  new AppError(409, ErrorCode.conflict, 'The employee role is always on; remove the user from the company instead.', {
    roleId: ['employee-role-fixed'],
  });

export async function listCompanyUsers(ctx: AppContext, companyId: number, query: PaginationQuery) {
  await getCompanyRecord(ctx.db, companyId);
  const { rows, total } = await repo.findUsers(ctx.db, { companyId }, pageWindow(query));
  return { rows: await users.presentUsers(ctx.db, rows, companyId), total };
}

/** The user, when they belong to the company; 404 otherwise (both ids must match). */
async function getMember(ctx: AppContext, companyId: number, userId: number) {
  await getCompanyRecord(ctx.db, companyId);
  const user = await repo.findUserById(ctx.db, userId);
  const target = user ? await users.administered(ctx.db, user) : undefined;
  if (!user || !target?.companyIds.includes(companyId)) throw notFound('User not found in this company.');
  return { user, target };
}

/** Any account, for user administrators adding it to this company. */
async function getAccount(ctx: AppContext, companyId: number, userId: number) {
  await getCompanyRecord(ctx.db, companyId);
  const user = await users.getUserRecord(ctx.db, userId);
  return { user, target: await users.administered(ctx.db, user) };
}

/** A new account in the company, with the default category when none is chosen, then the activation e-mail. */
export async function createCompanyUser(ctx: AppContext, companyId: number, input: CreateCompanyUserRequest) {
  await getCompanyRecord(ctx.db, companyId);
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
  return users.presentOne(ctx.db, user, companyId);
}

export async function updateCompanyUser(
  ctx: AppContext,
  actor: AuthUser,
  companyId: number,
  userId: number,
  input: UpdateCompanyUserRequest,
) {
  const { user, target } = await getMember(ctx, companyId, userId);
  assertMayAdministerUser(actor, target);
  return users.presentOne(ctx.db, await users.applyUserUpdate(ctx, actor, user, input), companyId);
}

/** Takes the user out of the company (their account stays; DELETE users/{id} removes accounts). */
export async function removeCompanyUser(
  ctx: AppContext,
  actor: AuthUser,
  companyId: number,
  userId: number,
): Promise<void> {
  const { target } = await getMember(ctx, companyId, userId);
  assertMayChangeMembership(actor, target);
  await removeUserFromCompany(ctx.db, userId, companyId);
  ctx.sessions.forgetUser(userId);
}

/**
 * PUT .../resetpassword: the reset link goes to the user's own address, so any member may be sent
 * one. A user who never activated the account gets the activation link again instead.
 */
export async function sendCompanyUserPasswordLink(ctx: AppContext, companyId: number, userId: number) {
  const { user } = await getMember(ctx, companyId, userId);
  await sendPasswordLink(ctx, user.id, user.passwordHash === null ? 'activate' : 'reset');
}

/** A role of this company from a role id (as text or number) or a role name; undefined when it is none of its roles. */
async function findRoleOfCompany(
  ctx: AppContext,
  companyId: number,
  ref: string | number,
): Promise<CompanyRoleRecord | undefined> {
  let role: CompanyRoleRecord | undefined;
  if ((COMPANY_ROLES as readonly string[]).includes(String(ref))) {
    role = (await findRolesOfCompanies(ctx.db, [companyId])).find((r) => r.name === ref);
  } else if (/^\d{1,9}$/.test(String(ref))) {
    role = await findCompanyRoleById(ctx.db, Number(ref));
  }
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
  input: AddCompanyUserRoleRequest,
) {
  const { user, target } = isUserAdmin(actor)
    ? await getAccount(ctx, companyId, userId)
    : await getMember(ctx, companyId, userId);
  assertMayChangeMembership(actor, target);
  const role = await findRoleOfCompany(ctx, companyId, input.id);
  if (!role) throw invalid({ id: ['role-not-in-company'] });
  await addUserCompanyRoles(ctx.db, userId, companyId, [role.name as CompanyRole]);
  ctx.sessions.forgetUser(userId);
  return users.presentOne(ctx.db, user, companyId);
}

/** Removes manager or editor; employee is refused with 409 (spec: always on, cannot be changed). */
export async function removeCompanyUserRole(
  ctx: AppContext,
  actor: AuthUser,
  companyId: number,
  userId: number,
  roleRef: string,
) {
  const { user, target } = await getMember(ctx, companyId, userId);
  assertMayChangeMembership(actor, target);
  const role = await findRoleOfCompany(ctx, companyId, roleRef);
  if (!role) throw notFound('No such role in this company.');
  if (role.name === 'employee') throw employeeFixed();
  await removeUserRole(ctx.db, userId, role.id);
  ctx.sessions.forgetUser(userId);
  return users.presentOne(ctx.db, user, companyId);
}
