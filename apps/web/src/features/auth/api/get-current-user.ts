import { type CurrentUser, currentUser } from '@portal/contracts';
import { apiData } from '../../../lib/api-client';

/**
 * GET user, the login check. Flagged skipAuthCheck: its own 401 is the answer the check
 * looks for, it must not set off another check.
 */
export function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiData('user', { schema: currentUser, skipAuthCheck: true, signal });
}
