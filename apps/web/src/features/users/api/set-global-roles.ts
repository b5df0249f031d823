import { companyUser, type GlobalRolesRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { invalidateUserLists } from './invalidate-users';

/** PUT users/{id}/global-roles (Super only): grants or revokes the global roles owner and Super. */
export function setGlobalRoles({ userId, ...request }: GlobalRolesRequest & { userId: number }) {
  return apiData(`users/${userId}/global-roles`, { method: 'PUT', body: request, schema: companyUser });
}

export function useSetGlobalRoles() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setGlobalRoles, onSuccess: () => invalidateUserLists(queryClient) });
}
