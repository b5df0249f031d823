import type { UpdateUserInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateUserLists } from './invalidate-users';

/** PUT users/{id}: only the fields sent change; re-enabling from the inactive users tab is `{ enabled: 1 }`. */
export function updateUser({ userId, ...body }: UpdateUserInput & { userId: number }) {
  return api.users.update({ params: { id: userId }, body });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => invalidateUserLists(queryClient) });
}
