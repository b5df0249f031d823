import type { ManualPasswordInput } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST user/manual-password {user_id, newPassword}; empty answers 422 `newPassword: ['new-password-empty-warning']`. */
export function setManualPassword(body: ManualPasswordInput) {
  return api.users.setManualPassword({ body });
}

export function useSetManualPassword() {
  return useMutation({ mutationFn: setManualPassword });
}
