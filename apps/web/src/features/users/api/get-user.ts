import { userDetail } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { usersQueryKey } from './find-users';

/** GET users/{id}: the user with effective permissions and content permissions (/permissions selector). */
export const userQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'detail', userId],
    queryFn: ({ signal }) => apiData(`users/${userId}`, { schema: userDetail, signal }),
    staleTime: 0,
  });

export function useUser(userId: number | null) {
  return useQuery({ ...userQueryOptions(userId ?? 0), enabled: userId !== null });
}
