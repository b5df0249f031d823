import { company, type UpdateCompanyRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { companiesQueryKey } from './find-companies';

/** PUT companies/{id} (id, name, code; the type only from the administration). */
export function updateCompany({ companyId, ...request }: UpdateCompanyRequest & { companyId: number }) {
  return apiData(`companies/${companyId}`, { method: 'PUT', body: { id: companyId, ...request }, schema: company });
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}
