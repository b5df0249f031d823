import { api } from '../../../lib/api';

/** POST logout: revokes the token on the server. */
export function logout(token?: string): Promise<unknown> {
  return api.auth.logout({}, { skipAuthCheck: true, ...(token ? { token } : {}) });
}
