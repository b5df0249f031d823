import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../platform/auth/auth-user';
import { can, requireOwnerManager } from '../../platform/auth/guard';
import { forbidden } from '../../platform/http/app-error';

/** /permissions is for owner-managers (spec part 3 section 2). */
export function requireMatrixReader(request: FastifyRequest): AuthUser {
  return requireOwnerManager(request);
}

/** Changing the matrix also needs one of the permissions the spec names for it (part 3 section 6). */
export function requireMatrixWriter(request: FastifyRequest): AuthUser {
  const user = requireOwnerManager(request);
  if (!can(user, 'permissions_manage') && !can(user, 'roles.manage')) throw forbidden();
  return user;
}
