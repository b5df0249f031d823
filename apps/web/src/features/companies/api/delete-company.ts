import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { companiesQueryKey } from './find-companies';

/** DELETE companies/{id}. A company that still has users or projects answers 409 with the reason. */
export function deleteCompany(companyId: number): Promise<unknown> {
  return apiData(`companies/${companyId}`, { method: 'DELETE' });
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}
