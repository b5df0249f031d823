import { ownerRolePermissionsResponse } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

export const ownerRolePermissionsQueryKey = ['role-permissions-owner'] as const;

/** GET rolepermissions_owner: the column of the global owner role. */
export const ownerRolePermissionsQueryOptions = queryOptions({
  queryKey: ownerRolePermissionsQueryKey,
  queryFn: ({ signal }) =>
    apiData('rolepermissions_owner', { schema: ownerRolePermissionsResponse.shape.data, signal }),
  staleTime: 0,
});

export function useOwnerRolePermissions() {
  return useQuery(ownerRolePermissionsQueryOptions);
}
