import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../platform/auth/auth-user';
import { can, isOwnerManager, requireOwnerManager } from '../../platform/auth/guard';
import { forbidden } from '../../platform/http/app-error';

/**
 * /defaultfolders is an owner-manager screen; changing what it manages (default folder trees, their
 * grants, project subtypes) also needs defaultfolder_manage.
 */
export function isDefaultFolderWriter(user: AuthUser): boolean {
  return isOwnerManager(user) && can(user, 'defaultfolder_manage');
}

export function requireDefaultFolderWriter(request: FastifyRequest): AuthUser {
  const user = requireOwnerManager(request);
  if (!isDefaultFolderWriter(user)) throw forbidden();
  return user;
}
