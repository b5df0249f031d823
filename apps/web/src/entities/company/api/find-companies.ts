import { BULK_PER_PAGE } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api-query';

/** GET companies (bulk), sorted by name by the server; the search box filters this list locally. */
export const companiesQueryOptions = endpointQuery(endpoints.companies.list, { query: { per_page: BULK_PER_PAGE } });

export function useCompanies(enabled = true) {
  return useQuery({ ...companiesQueryOptions, enabled });
}
