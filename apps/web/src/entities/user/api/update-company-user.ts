import type { UpdateUserInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateUserLists } from './invalidate-users';

/** PUT companies/{id}/users/{uid} (id, email, name, phone, user_category_id, enabled). */
export function updateCompanyUser({
  companyId,
  userId,
  ...body
}: Omit<UpdateUserInput, 'id'> & { companyId: number; userId: number }) {
  return api.companyUsers.update({ params: { id: companyId, userId }, body: { id: userId, ...body } });
}

export function useUpdateCompanyUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCompanyUser, onSuccess: () => invalidateUserLists(queryClient) });
}
