import type { ChangePasswordRequest } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** POST user/change-password from an activation or reset link. 409/14 mismatch, 400/6 bad link, 422 weak. */
export function changePassword(request: ChangePasswordRequest): Promise<unknown> {
  return apiData('user/change-password', { method: 'POST', body: request, skipAuthCheck: true, token: null });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
