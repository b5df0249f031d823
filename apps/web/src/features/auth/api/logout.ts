import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** POST logout: revokes the token on the server. */
export function logout(token?: string): Promise<unknown> {
  return apiData('logout', { method: 'POST', skipAuthCheck: true, ...(token ? { token } : {}) });
}

export function useLogout() {
  return useMutation({ mutationFn: () => logout() });
}
