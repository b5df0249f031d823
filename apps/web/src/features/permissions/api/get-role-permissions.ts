import { rolePermissionsResponse } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

export const rolePermissionsQueryKey = ['role-permissions'] as const;

/** GET rolepermissions: every permission (rows) and the columns employee, editor, manager and the typed roles. */
export const rolePermissionsQueryOptions = queryOptions({
  queryKey: rolePermissionsQueryKey,
  queryFn: ({ signal }) => apiData('rolepermissions', { schema: rolePermissionsResponse.shape.data, signal }),
  staleTime: 0,
});

export function useRolePermissions() {
  return useQuery(rolePermissionsQueryOptions);
}
