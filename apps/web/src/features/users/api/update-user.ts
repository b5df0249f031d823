import { companyUser, type UpdateUserRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { invalidateUserLists } from './invalidate-users';

/** PUT users/{id}: only the fields sent change; re-enabling from the inactive users tab is `{ enabled: 1 }`. */
export function updateUser({ userId, ...request }: UpdateUserRequest & { userId: number }) {
  return apiData(`users/${userId}`, { method: 'PUT', body: request, schema: companyUser });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => invalidateUserLists(queryClient) });
}
