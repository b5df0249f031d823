import { BULK_PER_PAGE, userCategoryListResponse } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

export const userCategoriesQueryKey = ['user-categories'] as const;

/** GET usercategories (bulk): every signed-in user may read them; the user forms pick from them. */
export const userCategoriesQueryOptions = queryOptions({
  queryKey: userCategoriesQueryKey,
  queryFn: ({ signal }) =>
    apiData('usercategories', {
      query: { per_page: BULK_PER_PAGE },
      schema: userCategoryListResponse.shape.data,
      signal,
    }),
  staleTime: 60_000,
});

export function useUserCategories(enabled = true) {
  return useQuery({ ...userCategoriesQueryOptions, enabled });
}
