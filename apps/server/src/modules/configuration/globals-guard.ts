import { NO_USER_CODE } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../platform/auth/auth-user';
import { unauthorized } from '../../platform/http/app-error';

/** Globals asked for without a login answer 401 with code `no-user` (DECISIONS.md "Answers"). */
export function requireGlobalsUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized('No user.', NO_USER_CODE);
  return request.user;
}
