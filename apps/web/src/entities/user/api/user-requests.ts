import { BULK_PER_PAGE, type CompanyRole } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointQuery, invalidateEndpoint } from '../../../lib/api-query';
import { invalidateUserLists } from './invalidate-users';

/** GET portal/user-requests: the pending requests for an account, newest first, with `can`. */
export const userRequestsQueryOptions = endpointQuery(endpoints.userRequests.list, {
  query: { per_page: BULK_PER_PAGE, status: 'pending' },
});

export function useUserRequests() {
  return useQuery(userRequestsQueryOptions);
}

const invalidateRequests = (queryClient: QueryClient) => invalidateEndpoint(queryClient, endpoints.userRequests.list);

export interface ApproveInput {
  requestId: number;
  companyId?: number;
  roles: CompanyRole[];
}

/** POST portal/user-requests/{id}/approve: makes the account and sends its activation e-mail. */
export function useApproveUserRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, companyId, roles }: ApproveInput) =>
      api.userRequests.approve({ params: { id: requestId }, body: { company_id: companyId, roles } }),
    onSuccess: async () => {
      await invalidateRequests(queryClient);
      await invalidateUserLists(queryClient);
    },
  });
}

/** POST portal/user-requests/{id}/reject. */
export function useRejectUserRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: number) => api.userRequests.reject({ params: { id: requestId } }),
    onSuccess: () => invalidateRequests(queryClient),
  });
}
