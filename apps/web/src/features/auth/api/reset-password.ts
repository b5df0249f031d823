import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** POST user/reset-password: always 200, so nobody learns which addresses are registered. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return apiData('user/reset-password', {
    method: 'POST',
    body: { email: email.trim() },
    skipAuthCheck: true,
    token: null,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
