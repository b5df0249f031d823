import type { CurrentUser } from '@portal/contracts';
import { authApi } from '../../../lib/auth-api';

/**
 * GET user, the login check. Flagged skipAuthCheck: its own 401 is the answer the check
 * looks for, it must not set off another check.
 */
export function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return authApi.currentUser({}, { skipAuthCheck: true, signal });
}
