import {
  approveUserRequestResponse,
  BULK_PER_PAGE,
  type CompanyRole,
  userRequestListResponse,
} from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { invalidateUserLists } from './invalidate-users';

const userRequestsKey = ['user-requests'] as const;

/** GET portal/user-requests: the pending requests for an account, newest first. */
export const userRequestsQueryOptions = queryOptions({
  queryKey: [...userRequestsKey, 'pending'],
  queryFn: ({ signal }) =>
    apiData('portal/user-requests', {
      query: { per_page: BULK_PER_PAGE, status: 'pending' },
      schema: userRequestListResponse.shape.data,
      signal,
    }),
});

export function useUserRequests() {
  return useQuery(userRequestsQueryOptions);
}

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
      apiData(`portal/user-requests/${requestId}/approve`, {
        method: 'POST',
        body: { company_id: companyId, roles },
        schema: approveUserRequestResponse.shape.data,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userRequestsKey });
      await invalidateUserLists(queryClient);
    },
  });
}

/** POST portal/user-requests/{id}/reject. */
export function useRejectUserRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: number) => apiData(`portal/user-requests/${requestId}/reject`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userRequestsKey }),
  });
}
