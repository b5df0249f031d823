import { endpoints } from '@portal/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api-query';

/** GET companies/{id}: the company with its roles and `can` (the administration or its manager). */
export const companyQueryOptions = (companyId: number) =>
  endpointQuery(endpoints.companies.get, { params: { id: companyId } });

export function useCompany(companyId: number, enabled = true) {
  return useQuery({ ...companyQueryOptions(companyId), enabled });
}
