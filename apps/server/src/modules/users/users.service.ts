import {
  type CompanyRole,
  type CompanyUser,
  ErrorCode,
  flagValue,
  type GlobalRolesInput,
  type ManualPasswordInput,
  strongPassword,
  type UpdateUserInput,
  type UserDetail,
  type UserListInput,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { authorize } from '../../platform/access/gate';
import { visibleCompanyIds } from '../../platform/access/people-facts';
import type { UserSubject } from '../../platform/access/policies/users.policy';
import { documentViewer } from '../../platform/access/viewers';
import type { AuthUser } from '../../platform/auth/auth-user';
// Not yet behind a repository: the password links (auth) and the permission view (permissions).
import { sendPasswordLink } from '../../platform/auth/password-links';
import { hashPassword } from '../../platform/auth/passwords';
import type { DbOrTx } from '../../platform/db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db/pg-errors';
import { AppError, conflict, invalid, notFound } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/pagination';
import { findCompaniesByIds } from '../companies/companies.repo';
import { addUserCompanyRoles, findCompanyIdsOfUser, findRolesOfUsers } from '../companies/company-roles.repo';
import { findDocumentStatsOfUsers } from '../documents/documents.repo';
import { userPermissionView } from '../permissions/permissions.repo';
import { findCategoryById, findDefaultCategory } from '../user-categories/user-categories.repo';
import { presentUser, userSubject } from './users.presenter';
import * as repo from './users.repo';

const emailInUse = () => invalid({ email: ['email-in-use'] });
const userNotFound = () => notFound('User not found.');

/**
 * The answers for a set of users in a constant number of queries: their role rows, companies and
 * `can`. With `scopeCompanyId` the roles are those of that company only (the company users
 * screen). Outside the owner side, the viewer sees only their own companies' names and roles.
 */
export async function presentUsers(
  db: DbOrTx,
  viewer: AuthUser,
  rows: repo.UserRecord[],
  scopeCompanyId: number | null = null,
): Promise<CompanyUser[]> {
  const roles = await findRolesOfUsers(
    db,
    rows.map((u) => u.id),
  );
  const visible = visibleCompanyIds(viewer);
  const isVisible = (companyId: number) => visible === null || visible.includes(companyId);
  const companies = await findCompaniesByIds(db, roles.map((r) => r.companyId).filter(isVisible));
  const documents = await findDocumentStatsOfUsers(
    db,
    documentViewer(viewer),
    rows.map((u) => u.id),
  );
  return rows.map((user) => {
    const own = roles.filter((r) => r.userId === user.id);
    const subject = userSubject(
      user,
      own.map((r) => r.companyId),
      scopeCompanyId,
    );
    const shownRoles = own.filter(
      (r) => isVisible(r.companyId) && (scopeCompanyId === null || r.companyId === scopeCompanyId),
    );
    return presentUser(
      viewer,
      user,
      subject,
      shownRoles,
      companies.filter((c) => subject.companyIds.includes(c.id)),
      documents.find((d) => d.userId === user.id),
    );
  });
}

export async function presentOne(
  db: DbOrTx,
  viewer: AuthUser,
  user: repo.UserRecord,
  scopeCompanyId: number | null = null,
): Promise<CompanyUser> {
  const [view] = await presentUsers(db, viewer, [user], scopeCompanyId);
  return view;
}

/**
 * The user and the facts the policy reads, once the caller may know the user: anyone else gets
 * 404, whether or not the user exists (DECISIONS.md "Who may write").
 */
export async function getKnownUser(
  db: DbOrTx,
  viewer: AuthUser,
  id: number,
  scopeCompanyId: number | null = null,
): Promise<{ user: repo.UserRecord; subject: UserSubject }> {
  const user = await repo.findUserById(db, id);
  if (!user) throw userNotFound();
  const subject = userSubject(user, await findCompanyIdsOfUser(db, user.id), scopeCompanyId);
  authorize(viewer, 'read', subject);
  return { user, subject };
}

export async function listUsers(ctx: AppContext, viewer: AuthUser, query: UserListInput) {
  authorize(viewer, 'list', { kind: 'users' });
  const enabled = query.enabled === undefined ? undefined : query.enabled === '1' || query.enabled === 'true';
  const { rows, total } = await repo.findUsers(
    ctx.db,
    {
      enabled,
      search: query.search || undefined,
      companyId: query.company_id,
      companyIds: visibleCompanyIds(viewer),
    },
    pageWindow(query),
  );
  return { rows: await presentUsers(ctx.db, viewer, rows), total };
}

/** A user with their effective permissions and content permissions (the /permissions user selector). */
export async function getUserDetail(ctx: AppContext, viewer: AuthUser, id: number): Promise<UserDetail> {
  const { user, subject } = await getKnownUser(ctx.db, viewer, id);
  authorize(viewer, 'view', subject);
  const [view, permissions] = await Promise.all([presentOne(ctx.db, viewer, user), userPermissionView(ctx.db, user)]);
  return { ...view, ...permissions };
}

/**
 * The category a user gets: the one asked for (422 on `user_category_id` when it does not exist),
 * else the default (spec part 3 section 4).
 */
async function resolveCategoryId(db: DbOrTx, wanted: number | null | undefined): Promise<number | null> {
  if (wanted) {
    if (!(await findCategoryById(db, wanted))) throw invalid({ user_category_id: ['user-category-not-found'] });
    return wanted;
  }
  return (await findDefaultCategory(db))?.id ?? null;
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
export async function applyUserUpdate(ctx: AppContext, actor: AuthUser, user: repo.UserRecord, input: UpdateUserInput) {
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
export async function updateUser(ctx: AppContext, actor: AuthUser, id: number, input: UpdateUserInput) {
  const { user, subject } = await getKnownUser(ctx.db, actor, id);
  authorize(actor, 'update', subject);
  return presentOne(ctx.db, actor, await applyUserUpdate(ctx, actor, user, input));
}

/** DELETE users/{id}: the account goes; a user still referenced by content is refused with 409. */
export async function deleteUser(ctx: AppContext, actor: AuthUser, id: number): Promise<void> {
  const { user, subject } = await getKnownUser(ctx.db, actor, id);
  authorize(actor, 'delete', subject);
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

/** PUT users/{id}/global-roles: Super only; a Super cannot drop their own Super role. */
export async function setGlobalRoles(ctx: AppContext, actor: AuthUser, id: number, input: GlobalRolesInput) {
  const { user, subject } = await getKnownUser(ctx.db, actor, id);
  authorize(actor, 'setGlobalRoles', subject);
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
  return presentOne(ctx.db, actor, row);
}

/**
 * POST user/manual-password: an administrator sets a password directly. Every session of the user
 * ends and their open e-mail links stop working.
 */
export async function setManualPassword(ctx: AppContext, actor: AuthUser, input: ManualPasswordInput) {
  const { user, subject } = await getKnownUser(ctx.db, actor, input.user_id);
  authorize(actor, 'setPassword', subject);
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
