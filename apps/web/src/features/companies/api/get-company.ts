import { company } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { companiesQueryKey } from './find-companies';

/** GET companies/{id}: the company with its roles (administration, its manager or Super). */
export const companyQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: [...companiesQueryKey, 'detail', companyId],
    queryFn: ({ signal }) => apiData(`companies/${companyId}`, { schema: company, signal }),
  });

export function useCompany(companyId: number, enabled = true) {
  return useQuery({ ...companyQueryOptions(companyId), enabled });
}
