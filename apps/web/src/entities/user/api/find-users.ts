import { BULK_PER_PAGE } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api-query';

/** Which users a list shows: every user, or only the disabled ones (the inactive users tab). */
export type UserListFilter = 'all' | 'inactive';

/** GET users (bulk); `enabled=0` lists the inactive users. */
export const usersQueryOptions = (filter: UserListFilter = 'all') =>
  endpointQuery(endpoints.users.list, {
    query: filter === 'inactive' ? { per_page: BULK_PER_PAGE, enabled: '0' } : { per_page: BULK_PER_PAGE },
  });

export function useUsers(filter: UserListFilter = 'all', enabled = true) {
  return useQuery({ ...usersQueryOptions(filter), enabled });
}
