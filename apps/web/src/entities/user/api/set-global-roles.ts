import type { GlobalRolesInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateUserLists } from './invalidate-users';

/** PUT users/{id}/global-roles (Super only): grants or revokes the global roles owner and Super. */
export function setGlobalRoles({ userId, ...body }: GlobalRolesInput & { userId: number }) {
  return api.users.setGlobalRoles({ params: { id: userId }, body });
}

export function useSetGlobalRoles() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setGlobalRoles, onSuccess: () => invalidateUserLists(queryClient) });
}
