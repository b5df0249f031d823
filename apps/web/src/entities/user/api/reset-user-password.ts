import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** PUT companies/{id}/users/{uid}/resetpassword: e-mails the user a reset link (activation link if never activated). */
export function resetUserPassword({ companyId, userId }: { companyId: number; userId: number }) {
  return api.companyUsers.resetPassword({ params: { id: companyId, userId } });
}

export function useResetUserPassword() {
  return useMutation({ mutationFn: resetUserPassword });
}
