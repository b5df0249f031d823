import { type CreateCompanyRequest, company } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { companiesQueryKey } from './find-companies';

/** POST companies (name, code, type). A code in use answers 409 code 14 with field `code`. */
export function createCompany(request: CreateCompanyRequest) {
  return apiData('companies', { method: 'POST', body: request, schema: company });
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}
