import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { companyUserDeletePath } from '../company-user-calls';
import { invalidateUserLists } from './invalidate-users';

/**
 * DELETE companies/{id}/users/{uid}: takes the user out of the company. Without both ids it
 * rejects with the client error 'Invalid input, need ID and user!' and makes no call.
 */
export async function deleteCompanyUser({
  companyId,
  userId,
}: {
  companyId: number | null | undefined;
  userId: number | null | undefined;
}): Promise<unknown> {
  const path = companyUserDeletePath(companyId, userId);
  return apiData(path, { method: 'DELETE' });
}

export function useDeleteCompanyUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCompanyUser, onSuccess: () => invalidateUserLists(queryClient) });
}
