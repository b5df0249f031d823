import { type CreateCompanyUserRequest, companyUser } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { invalidateUserLists } from './invalidate-users';

/**
 * POST companies/{id}/users. The server e-mails the activation link to an enabled user and applies
 * the default category when none is chosen; an e-mail in use answers 422 `email: ['email-in-use']`.
 */
export function createCompanyUser({ companyId, ...request }: CreateCompanyUserRequest & { companyId: number }) {
  return apiData(`companies/${companyId}/users`, { method: 'POST', body: request, schema: companyUser });
}

export function useCreateCompanyUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCompanyUser, onSuccess: () => invalidateUserLists(queryClient) });
}
