import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** PUT companies/{id}/users/{uid}/resetpassword: e-mails the user a reset link (activation link if never activated). */
export function resetUserPassword({ companyId, userId }: { companyId: number; userId: number }): Promise<unknown> {
  return apiData(`companies/${companyId}/users/${userId}/resetpassword`, { method: 'PUT' });
}

export function useResetUserPassword() {
  return useMutation({ mutationFn: resetUserPassword });
}
