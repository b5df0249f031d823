import {
  CONTENT_TYPES,
  type ContentPermissionListInput,
  type ContentType,
  type CreateContentPermissionInput,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import { allows, authorize, refusal } from '../../platform/access/gate';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { invalid, notFound } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/pagination';
import { findDefaultFolderById } from '../default-folders/default-folders.repo';
import { folderAccess } from '../folders/folders.access';
import { projectAccess } from '../projects/projects.access';
import { presentContentPermissionWithRole } from './permissions.presenter';
import * as repo from './permissions.repo';
import { roleViewer } from './role-viewer';

const grantNotFound = () => notFound('Content permission not found.');
const subject = (contentType: ContentType | null) => ({ kind: 'contentPermissions' as const, contentType });

/** 404 when the content does not exist or is hidden from the user (folders and projects never say 403). */
async function assertContentVisible(db: DbOrTx, user: AuthUser, type: ContentType, id: number): Promise<void> {
  if (type === 'DefaultFolder') {
    if (!(await findDefaultFolderById(db, id))) throw notFound('Default folder not found.');
  } else if (type === 'Folder') {
    await requireAccess(db, user, 'read', folderAccess, id);
  } else {
    await requireAccess(db, user, 'read', projectAccess, id);
  }
}

/**
 * GET content-permissions. Owner-managers list every grant; others one item's (type and id given)
 * that they may grant and see. Whoever is not on the owner side gets only their own companies' grants.
 */
export async function listContentPermissions(ctx: AppContext, user: AuthUser, query: ContentPermissionListInput) {
  if (!allows(user, 'list', subject(null))) {
    const { content_type: type, content_id: id } = query;
    // Without one item named, only owner-managers may list.
    if (type === undefined || id === undefined) throw refusal(user, 'list', subject(null));
    authorize(user, 'list', subject(type));
    await assertContentVisible(ctx.db, user, type, id);
  }
  const { rows, total } = await repo.findContentPermissions(
    ctx.db,
    {
      contentType: query.content_type,
      contentId: query.content_id,
      roleIds: query.role_id ? [query.role_id] : undefined,
      companyIds: roleViewer(user).companyIds,
    },
    pageWindow(query),
  );
  return { rows: rows.map(presentContentPermissionWithRole), total };
}

/** A company role the user may know of; another company's role is "not found" to those off the owner side. */
async function findGrantableRole(db: DbOrTx, user: AuthUser, roleId: number) {
  const role = await repo.findCompanyRoleRow(db, roleId);
  const { companyIds } = roleViewer(user);
  if (role && (companyIds === null || companyIds.includes(role.companyId))) return role;
  const isTypedRole = !role && (await repo.roleExists(db, roleId));
  throw invalid({ role_id: [isTypedRole ? 'role-not-company-role' : 'role-not-found'] });
}

/**
 * POST content-permissions: grants a company role sight of a content item. Typed roles are matrix
 * columns, not company roles, so they are refused.
 */
export async function createContentPermission(ctx: AppContext, user: AuthUser, input: CreateContentPermissionInput) {
  authorize(user, 'grant', subject(input.content_type));
  await assertContentVisible(ctx.db, user, input.content_type, input.content_id);
  await findGrantableRole(ctx.db, user, input.role_id);
  const { id, created } = await repo.insertContentPermission(ctx.db, {
    roleId: input.role_id,
    contentType: input.content_type,
    contentId: input.content_id,
  });
  const row = await repo.findContentPermissionById(ctx.db, id);
  if (!row) throw grantNotFound();
  return { data: presentContentPermissionWithRole(row), created };
}

/**
 * DELETE content-permissions/{id}: as granting, except that matrix writers may also remove grants
 * whose content has gone. Those who may grant nothing are refused before the grant is looked up.
 */
export async function deleteContentPermission(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  if (!CONTENT_TYPES.some((type) => allows(user, 'grant', subject(type)))) throw refusal(user, 'grant', subject(null));
  const grant = await repo.findContentPermissionById(ctx.db, id);
  const { companyIds } = roleViewer(user);
  if (!grant || (companyIds !== null && !companyIds.includes(grant.role.companyId))) throw grantNotFound();
  if (!allows(user, 'revokeAny', subject(grant.contentType))) {
    authorize(user, 'grant', subject(grant.contentType));
    await assertContentVisible(ctx.db, user, grant.contentType, grant.contentId);
  }
  if (!(await repo.deleteContentPermission(ctx.db, id))) throw grantNotFound();
}
