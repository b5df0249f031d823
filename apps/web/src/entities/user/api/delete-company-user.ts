import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { companyUserIds } from '../company-user-calls';
import { invalidateUserLists } from './invalidate-users';

/**
 * DELETE companies/{id}/users/{uid}: takes the user out of the company. Without both ids it
 * rejects with the client error 'Invalid input, need ID and user!' and makes no call.
 */
export async function deleteCompanyUser(ids: {
  companyId: number | null | undefined;
  userId: number | null | undefined;
}) {
  return api.companyUsers.remove({ params: companyUserIds(ids.companyId, ids.userId) });
}

export function useDeleteCompanyUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCompanyUser, onSuccess: () => invalidateUserLists(queryClient) });
}
