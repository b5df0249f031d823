import { fetchCurrentUser, logout } from '../../entities/session';
import { isApiError } from '../../lib/api-error';
import { markSessionExpired } from '../../lib/session-notice';
import { clearStoredUser, getStoredUser, setStoredUser } from '../../lib/stored-user';
import { clearSessionWarning } from './session-warning-store';

/** The session ended on the server: forget the user and show login with the timeout notice. */
export function expireSession(): void {
  clearSessionWarning();
  markSessionExpired();
  clearStoredUser();
}

/** Logging out revokes the token; the user is forgotten locally even when the call fails. */
export async function signOut(): Promise<void> {
  const token = getStoredUser()?.token;
  clearSessionWarning();
  try {
    if (token) await logout(token);
  } catch {
    // Offline or already expired: nothing more to revoke.
  }
  clearStoredUser();
}

/**
 * The login check (GET user). A 401 means the token is gone: the session has expired. Any
 * other failure (offline, server restarting) leaves the user signed in. A successful answer
 * refreshes the stored user (roles and permissions may have changed).
 */
export async function runLoginCheck(): Promise<void> {
  const before = getStoredUser();
  if (!before) return;
  try {
    const fresh = await fetchCurrentUser();
    const now = getStoredUser();
    if (!now || now.token !== before.token) return;
    const next = { ...fresh, token: now.token };
    if (JSON.stringify(next) !== JSON.stringify(now)) setStoredUser(next);
  } catch (error) {
    if (isApiError(error) && error.status === 401 && getStoredUser()?.token === before.token) expireSession();
  }
}
