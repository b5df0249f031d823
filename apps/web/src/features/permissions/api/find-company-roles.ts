import { BULK_PER_PAGE, roleListResponse } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** GET roles (bulk): the companies' own role rows, to name the role of a content permission. */
export const companyRolesQueryOptions = queryOptions({
  queryKey: ['roles'],
  queryFn: ({ signal }) =>
    apiData('roles', { query: { per_page: BULK_PER_PAGE }, schema: roleListResponse.shape.data, signal }),
  staleTime: 60_000,
});

export function useCompanyRoles(enabled = true) {
  return useQuery({ ...companyRolesQueryOptions, enabled });
}
