import { authApi } from '../../../lib/auth-api';

/** POST logout: revokes the token on the server. */
export function logout(token?: string): Promise<unknown> {
  return authApi.logout({}, { skipAuthCheck: true, ...(token ? { token } : {}) });
}
