import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { invalidateUserLists } from './invalidate-users';

/** DELETE users/{id}: removes the account itself (not one's own; 409 while content refers to it). */
export function deleteUser(userId: number): Promise<unknown> {
  return apiData(`users/${userId}`, { method: 'DELETE' });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => invalidateUserLists(queryClient) });
}
