import { BULK_PER_PAGE } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api-query';

/*
 * What the user screens pick from: the categories and the companies. Read through the endpoints'
 * own query options, so they share the cache with the screens that manage them.
 */

/** GET usercategories (bulk): category names and the default category; `enabled` off until a form opens. */
export function useCategoryOptions(enabled = true) {
  return useQuery({
    ...endpointQuery(endpoints.userCategories.list, { query: { per_page: BULK_PER_PAGE } }),
    staleTime: 60_000,
    enabled,
  });
}

/** GET companies (bulk): where an approved request's user may go. */
export function useCompanyOptions() {
  return useQuery(endpointQuery(endpoints.companies.list, { query: { per_page: BULK_PER_PAGE } }));
}
