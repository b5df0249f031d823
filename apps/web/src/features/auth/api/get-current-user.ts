import type { CurrentUser } from '@portal/contracts';
import { api } from '../../../lib/api';

/**
 * GET user, the login check. Flagged skipAuthCheck: its own 401 is the answer the check
 * looks for, it must not set off another check.
 */
export function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return api.auth.currentUser({}, { skipAuthCheck: true, signal });
}
