import { BULK_PER_PAGE, companyListResponse } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

export const companiesQueryKey = ['companies'] as const;

/** GET companies (bulk), sorted by name by the server; the search box filters this list locally. */
export const companiesQueryOptions = queryOptions({
  queryKey: [...companiesQueryKey, 'list'],
  queryFn: ({ signal }) =>
    apiData('companies', { query: { per_page: BULK_PER_PAGE }, schema: companyListResponse.shape.data, signal }),
});

export function useCompanies(enabled = true) {
  return useQuery({ ...companiesQueryOptions, enabled });
}
