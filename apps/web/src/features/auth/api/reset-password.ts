import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST user/reset-password: always 200, so nobody learns which addresses are registered. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api.auth.resetPassword({ body: { email: email.trim() } }, { skipAuthCheck: true, token: null });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
