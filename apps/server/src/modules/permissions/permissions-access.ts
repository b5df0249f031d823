import type { ContentType } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import { can, isOwnerManager, requireOwnerManager } from '../../platform/auth/guard';
import { forbidden } from '../../platform/http/app-error';
import { isDefaultFolderWriter } from '../default-folders/default-folder-access';
import { assertDefaultFolderExists } from '../default-folders/default-folders.service';
import { assertFolderVisible } from '../folders/folders.service';
import { assertProjectVisible } from '../projects/projects.service';

/** /permissions is for owner-managers (spec part 3 section 2). */
export function requireMatrixReader(request: FastifyRequest): AuthUser {
  return requireOwnerManager(request);
}

/** Changing the matrix also needs one of the permissions the spec names for it (part 3 section 6). */
export function isMatrixWriter(user: AuthUser): boolean {
  return isOwnerManager(user) && (can(user, 'permissions_manage') || can(user, 'roles.manage'));
}

export function requireMatrixWriter(request: FastifyRequest): AuthUser {
  const user = requireOwnerManager(request);
  if (!isMatrixWriter(user)) throw forbidden();
  return user;
}

/*
 * Content permissions are administered where their content is: a default folder's grants by those
 * who manage default folders (owner-manager with defaultfolder_manage), a project's and its folders'
 * grants by owner-side users who manage projects (projects.manage) and see that project and folder.
 * Client and subcontractor users never change grants, even holding projects.manage: a grant would
 * let their own company see folders the owner kept from it. The matrix writers may change any grant.
 */

function isOwnerSide(user: AuthUser): boolean {
  return isOwnerManager(user) || user.companies.some((c) => c.type === 'owner');
}

/** Whether the user may change grants of this content type at all (else 403). */
export function mayManageContentType(user: AuthUser, type: ContentType): boolean {
  if (isMatrixWriter(user)) return true;
  if (type === 'DefaultFolder') return isDefaultFolderWriter(user);
  return can(user, 'projects.manage') && isOwnerSide(user);
}

export function mayManageSomeContent(user: AuthUser): boolean {
  return mayManageContentType(user, 'DefaultFolder') || mayManageContentType(user, 'Project');
}

/** 404 when the content does not exist or is hidden from the user (folders and projects never say 403). */
async function assertContentVisible(ctx: AppContext, user: AuthUser, type: ContentType, id: number): Promise<void> {
  if (type === 'DefaultFolder') await assertDefaultFolderExists(ctx.db, id);
  else if (type === 'Folder') await assertFolderVisible(ctx.db, user, id);
  else await assertProjectVisible(ctx.db, user, id);
}

/** Granting (POST) or reading the grants of one item: the right for its type (403), then the item itself (404). */
export async function authorizeContent(ctx: AppContext, user: AuthUser, type: ContentType, id: number): Promise<void> {
  if (!mayManageContentType(user, type)) throw forbidden();
  await assertContentVisible(ctx, user, type, id);
}

/**
 * Revoking an existing grant: as granting, except that matrix writers may also remove grants whose
 * content has gone.
 */
export async function authorizeRevoke(ctx: AppContext, user: AuthUser, type: ContentType, id: number): Promise<void> {
  if (isMatrixWriter(user)) return;
  await authorizeContent(ctx, user, type, id);
}
