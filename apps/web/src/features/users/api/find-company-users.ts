import { BULK_PER_PAGE, companyUserListResponse } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

export const companyUsersQueryKey = (companyId: number) => ['company-users', companyId] as const;

/** GET companies/{id}/users (bulk): the company's users with their roles in it. */
export const companyUsersQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: companyUsersQueryKey(companyId),
    queryFn: ({ signal }) =>
      apiData(`companies/${companyId}/users`, {
        query: { per_page: BULK_PER_PAGE },
        schema: companyUserListResponse.shape.data,
        signal,
      }),
  });

export function useCompanyUsers(companyId: number, enabled = true) {
  return useQuery({ ...companyUsersQueryOptions(companyId), enabled });
}
