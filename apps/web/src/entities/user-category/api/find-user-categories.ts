import { BULK_PER_PAGE } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api-query';

/** GET usercategories (bulk): every signed-in user may read them; the user forms pick from them. */
export const userCategoriesQueryOptions = {
  ...endpointQuery(endpoints.userCategories.list, { query: { per_page: BULK_PER_PAGE } }),
  staleTime: 60_000,
};

export function useUserCategories(enabled = true) {
  return useQuery({ ...userCategoriesQueryOptions, enabled });
}
