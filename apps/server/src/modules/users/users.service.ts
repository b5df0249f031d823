import {
  type CompanyRole,
  type CompanyUser,
  ErrorCode,
  flagValue,
  type GlobalRolesRequest,
  type ManualPasswordRequest,
  strongPassword,
  type UpdateUserRequest,
  type UserDetail,
  type UserListQuery,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import { hashPassword } from '../../platform/auth/passwords';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, conflict, invalid, notFound } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/pagination';
import { sendPasswordLink } from '../auth/auth.service';
import { findCompaniesByIds } from '../companies/companies.service';
import { addUserCompanyRoles, findCompanyIdsOfUser, findRolesOfUsers } from '../companies/company-roles.service';
import { isForeignKeyViolation, isUniqueViolation } from '../companies/pg-errors';
import { userPermissionView } from '../permissions/permissions.repo';
import { resolveCategoryId } from '../user-categories/user-categories.service';
import {
  type AdministeredUser,
  assertMayAdministerUser,
  assertMayReadUser,
  denyUser,
  isUserAdmin,
} from './user-access';
import { presentUser } from './users.presenter';
import * as repo from './users.repo';

export type { UserRecord } from './users.repo';

const emailInUse = () => invalid({ email: ['email-in-use'] });

/**
 * The answers for a set of users in a constant number of queries: their role rows and companies.
 * With `scopeCompanyId` the roles are those of that company only (the company users screen).
 */
export async function presentUsers(
  db: DbOrTx,
  rows: repo.UserRecord[],
  scopeCompanyId?: number,
): Promise<CompanyUser[]> {
  const roles = await findRolesOfUsers(
    db,
    rows.map((u) => u.id),
  );
  const companies = await findCompaniesByIds(
    db,
    roles.map((r) => r.companyId),
  );
  const byId = new Map(companies.map((c) => [c.id, c]));
  return rows.map((user) => {
    const own = roles.filter((r) => r.userId === user.id);
    const companyIds = [...new Set(own.map((r) => r.companyId))];
    return presentUser(
      user,
      scopeCompanyId === undefined ? own : own.filter((r) => r.companyId === scopeCompanyId),
      companyIds.flatMap((id) => {
        const c = byId.get(id);
        return c ? [c] : [];
      }),
    );
  });
}

export async function presentOne(db: DbOrTx, user: repo.UserRecord, scopeCompanyId?: number): Promise<CompanyUser> {
  const [view] = await presentUsers(db, [user], scopeCompanyId);
  return view;
}

export async function getUserRecord(db: DbOrTx, id: number): Promise<repo.UserRecord> {
  const user = await repo.findUserById(db, id);
  if (!user) throw notFound('User not found.');
  return user;
}

/** What the access rules need to know about a user. */
export async function administered(db: DbOrTx, user: repo.UserRecord): Promise<AdministeredUser> {
  return {
    id: user.id,
    isSuper: user.isSuper,
    isOwner: user.isOwner,
    companyIds: await findCompanyIdsOfUser(db, user.id),
  };
}

export async function listUsers(ctx: AppContext, query: UserListQuery) {
  const enabled = query.enabled === undefined ? undefined : query.enabled === '1' || query.enabled === 'true';
  const { rows, total } = await repo.findUsers(
    ctx.db,
    { enabled, search: query.search || undefined, companyId: query.company_id },
    pageWindow(query),
  );
  return { rows: await presentUsers(ctx.db, rows), total };
}

/** A user with their effective permissions and content permissions (the /permissions user selector). */
export async function getUserDetail(ctx: AppContext, actor: AuthUser, id: number): Promise<UserDetail> {
  const user = await getUserRecord(ctx.db, id);
  assertMayReadUser(actor, await administered(ctx.db, user));
  const [view, permissions] = await Promise.all([presentOne(ctx.db, user), userPermissionView(ctx.db, user)]);
  return { ...view, ...permissions };
}

export interface NewUserInput {
  email: string;
  name: string;
  phone?: string | null;
  userCategoryId?: number | null;
  enabled?: boolean;
  locale?: 'en' | 'fi';
}

/**
 * Creates an account in a company, inside the caller's transaction. An address that already has an
 * account is refused (422 `email-in-use`) rather than added to this company: otherwise a company's
 * manager could pull any account into their company and then administer it.
 */
export async function createUserInCompany(
  tx: DbOrTx,
  input: NewUserInput,
  companyId: number,
  roles: readonly CompanyRole[],
): Promise<repo.UserRecord> {
  if (await repo.findUserByEmail(tx, input.email)) throw emailInUse();
  const user = await repo.insertUser(tx, {
    email: input.email.toLowerCase(),
    name: input.name,
    phone: input.phone || null,
    userCategoryId: await resolveCategoryId(tx, input.userCategoryId),
    enabled: input.enabled ?? true,
    locale: input.locale ?? 'en',
  });
  await addUserCompanyRoles(tx, user.id, companyId, roles);
  return user;
}

/** Creation in a transaction, with the duplicate-address race answered like the check. */
export async function withEmailCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isUniqueViolation(error) ? emailInUse() : error;
  }
}

/**
 * The activation e-mail (foundation's password link) for a new, enabled account. Given the
 * transaction that creates the account, the link and its mail commit with the account.
 */
export async function sendActivation(ctx: AppContext, user: repo.UserRecord, tx?: DbOrTx): Promise<void> {
  if (user.enabled) await sendPasswordLink(ctx, user.id, 'activate', tx);
}

/** Applies a PUT to an account (the caller has checked who may); only the fields sent change. */
export async function applyUserUpdate(
  ctx: AppContext,
  actor: AuthUser,
  user: repo.UserRecord,
  input: UpdateUserRequest,
) {
  if (input.id !== undefined && input.id !== user.id) throw invalid({ id: ['id-mismatch'] });
  const enabled = input.enabled === undefined ? undefined : flagValue(input.enabled);
  if (enabled === false && user.id === actor.id) {
    throw conflict(ErrorCode.conflict, 'You cannot disable your own account.');
  }
  const updated = await withEmailCheck(() =>
    ctx.db.transaction(async (tx) => {
      if (input.email && (await repo.findUserByEmail(tx, input.email, user.id))) throw emailInUse();
      const row = await repo.updateUser(tx, user.id, {
        ...(input.email ? { email: input.email.toLowerCase() } : {}),
        ...(input.name ? { name: input.name } : {}),
        ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
        ...(input.user_category_id !== undefined
          ? { userCategoryId: await resolveCategoryId(tx, input.user_category_id) }
          : {}),
        ...(enabled !== undefined ? { enabled } : {}),
        ...(input.locale ? { locale: input.locale } : {}),
      });
      // A disabled account keeps no session, so re-enabling it later does not revive old tokens.
      if (enabled === false) await repo.revokeUserTokens(tx, user.id);
      return row;
    }),
  );
  ctx.sessions.forgetUser(user.id);
  return updated;
}

/** PUT users/{id}: user administrators only (the company users screen has its own call). */
export async function updateUser(ctx: AppContext, actor: AuthUser, id: number, input: UpdateUserRequest) {
  const user = await getUserRecord(ctx.db, id);
  const target = await administered(ctx.db, user);
  if (!isUserAdmin(actor)) denyUser(actor, target);
  assertMayAdministerUser(actor, target);
  return presentOne(ctx.db, await applyUserUpdate(ctx, actor, user, input));
}

/** DELETE users/{id}: the account goes; a user still referenced by content is refused with 409. */
export async function deleteUser(ctx: AppContext, actor: AuthUser, id: number): Promise<void> {
  const user = await getUserRecord(ctx.db, id);
  const target = await administered(ctx.db, user);
  if (!isUserAdmin(actor)) denyUser(actor, target);
  assertMayAdministerUser(actor, target);
  if (user.id === actor.id) throw conflict(ErrorCode.conflict, 'You cannot delete your own account.');
  try {
    await repo.deleteUser(ctx.db, id);
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    throw new AppError(
      409,
      ErrorCode.conflict,
      'The user is still referenced by content; disable the account instead.',
      {
        id: ['user-has-content'],
      },
    );
  }
  ctx.sessions.forgetUser(id);
}

/** PUT users/{id}/global-roles: Super only (checked by the route); a Super cannot drop their own Super role. */
export async function setGlobalRoles(ctx: AppContext, actor: AuthUser, id: number, input: GlobalRolesRequest) {
  const user = await getUserRecord(ctx.db, id);
  const isSuper = input.super === undefined ? undefined : flagValue(input.super);
  const isOwner = input.owner === undefined ? undefined : flagValue(input.owner);
  if (isSuper === false && user.id === actor.id) {
    throw conflict(ErrorCode.conflict, 'You cannot revoke your own Super role.');
  }
  const row = await repo.updateUser(ctx.db, id, {
    ...(isSuper !== undefined ? { isSuper } : {}),
    ...(isOwner !== undefined ? { isOwner } : {}),
  });
  ctx.sessions.forgetUser(id);
  return presentOne(ctx.db, row);
}

/**
 * POST user/manual-password: an administrator sets a password directly. Every session of the user
 * ends and their open e-mail links stop working.
 */
export async function setManualPassword(ctx: AppContext, actor: AuthUser, input: ManualPasswordRequest) {
  const user = await getUserRecord(ctx.db, input.user_id);
  const target = await administered(ctx.db, user);
  assertMayAdministerUser(actor, target);
  const password = input.newPassword ?? '';
  if (password === '') throw invalid({ newPassword: ['new-password-empty-warning'] });
  const strength = strongPassword.safeParse(password);
  if (!strength.success) throw invalid({ newPassword: strength.error.issues.map((i) => i.message) });
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await repo.setPasswordHash(tx, user.id, passwordHash);
    await repo.usePasswordTokens(tx, user.id);
    await repo.revokeUserTokens(tx, user.id);
  });
  ctx.sessions.forgetUser(user.id);
}

export const findUserByEmail = (db: DbOrTx, email: string) => repo.findUserByEmail(db, email);
export const findExistingEmails = (db: DbOrTx, emails: string[]) => repo.findExistingEmails(db, emails);
export const insertUsers = (db: DbOrTx, values: repo.NewUser[]) => repo.insertUsers(db, values);
