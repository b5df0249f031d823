import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateCompanies } from './invalidate-companies';

/** DELETE companies/{id}. A company that still has users or projects answers 409 with the reason. */
export function deleteCompany(companyId: number) {
  return api.companies.delete({ params: { id: companyId } });
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCompany, onSuccess: () => invalidateCompanies(queryClient) });
}
