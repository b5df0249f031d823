import type { ManualPasswordRequest } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** POST user/manual-password {user_id, newPassword}; empty answers 422 `newPassword: ['new-password-empty-warning']`. */
export function setManualPassword(request: ManualPasswordRequest): Promise<unknown> {
  return apiData('user/manual-password', { method: 'POST', body: request });
}

export function useSetManualPassword() {
  return useMutation({ mutationFn: setManualPassword });
}
