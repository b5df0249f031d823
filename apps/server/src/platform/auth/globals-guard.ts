import { NO_USER_CODE } from '@portal/contracts';
import { unauthorized } from '../http/app-error';
import type { AuthUser } from './auth-user';

/**
 * Globals asked for without a login answer 401 with code `no-user` (DECISIONS.md "Answers"); their
 * declarations are public so that this answer, not the registrar's generic 401, is the one sent.
 */
export function requireGlobalsUser(user: AuthUser | null): asserts user is AuthUser {
  if (!user) throw unauthorized('No user.', NO_USER_CODE);
}
