import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/auth-api';

/** POST user/reset-password: always 200, so nobody learns which addresses are registered. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return authApi.resetPassword({ body: { email: email.trim() } }, { skipAuthCheck: true, token: null });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
