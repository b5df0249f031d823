import { endpoints } from '@portal/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api-query';

/** GET users/{id}: the user with effective permissions and content permissions (/permissions selector). */
export const userQueryOptions = (userId: number) => ({
  ...endpointQuery(endpoints.users.get, { params: { id: userId } }),
  staleTime: 0,
});

export function useUser(userId: number | null) {
  return useQuery({ ...userQueryOptions(userId ?? 0), enabled: userId !== null });
}
