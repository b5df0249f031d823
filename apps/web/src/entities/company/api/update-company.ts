import type { UpdateCompanyInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateCompanies } from './invalidate-companies';

/** PUT companies/{id} (id, name, code; the type only from the administration). */
export function updateCompany({ companyId, ...body }: Omit<UpdateCompanyInput, 'id'> & { companyId: number }) {
  return api.companies.update({ params: { id: companyId }, body: { id: companyId, ...body } });
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCompany, onSuccess: () => invalidateCompanies(queryClient) });
}
