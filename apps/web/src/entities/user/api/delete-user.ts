import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateUserLists } from './invalidate-users';

/** DELETE users/{id}: removes the account itself (not one's own; 409 while content refers to it). */
export function deleteUser(userId: number) {
  return api.users.delete({ params: { id: userId } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => invalidateUserLists(queryClient) });
}
