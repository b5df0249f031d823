import { BULK_PER_PAGE, userListResponse } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

export const usersQueryKey = ['users'] as const;

/** Which users a list shows: every user, or only the disabled ones (the inactive users tab). */
export type UserListFilter = 'all' | 'inactive';

/** GET users (bulk); `enabled=0` lists the inactive users. */
export const usersQueryOptions = (filter: UserListFilter = 'all') =>
  queryOptions({
    queryKey: [...usersQueryKey, 'list', filter],
    queryFn: ({ signal }) =>
      apiData('users', {
        query: { per_page: BULK_PER_PAGE, enabled: filter === 'inactive' ? '0' : undefined },
        schema: userListResponse.shape.data,
        signal,
      }),
  });

export function useUsers(filter: UserListFilter = 'all', enabled = true) {
  return useQuery({ ...usersQueryOptions(filter), enabled });
}
