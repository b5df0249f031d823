import { companyUser, type UpdateCompanyUserRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { invalidateUserLists } from './invalidate-users';

/** PUT companies/{id}/users/{uid} (id, email, name, phone, user_category_id, enabled). */
export function updateCompanyUser({
  companyId,
  userId,
  ...request
}: UpdateCompanyUserRequest & { companyId: number; userId: number }) {
  return apiData(`companies/${companyId}/users/${userId}`, {
    method: 'PUT',
    body: { id: userId, ...request },
    schema: companyUser,
  });
}

export function useUpdateCompanyUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCompanyUser, onSuccess: () => invalidateUserLists(queryClient) });
}
