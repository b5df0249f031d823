import type { CreateCompanyUserInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateUserLists } from './invalidate-users';

/**
 * POST companies/{id}/users. The server e-mails the activation link to an enabled user and applies
 * the default category when none is chosen; an e-mail in use answers 422 `email: ['email-in-use']`.
 */
export function createCompanyUser({ companyId, ...body }: CreateCompanyUserInput & { companyId: number }) {
  return api.companyUsers.create({ params: { id: companyId }, body });
}

export function useCreateCompanyUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCompanyUser, onSuccess: () => invalidateUserLists(queryClient) });
}
