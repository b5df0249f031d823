import type { CreateCompanyInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateCompanies } from './invalidate-companies';

/** POST companies (name, code, type). A code in use answers 409 code 14 with field `code`. */
export function createCompany(body: CreateCompanyInput) {
  return api.companies.create({ body });
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCompany, onSuccess: () => invalidateCompanies(queryClient) });
}
