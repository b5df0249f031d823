import {
  BULK_PER_PAGE,
  type ContentPermissionWithRole,
  contentPermissionListResponse,
  contentPermissionResponse,
  roleListResponse,
} from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

const permissionsKey = ['content-permissions', 'DefaultFolder'] as const;

/** GET content-permissions?content_type=DefaultFolder&content_id={id}: the grants of one default folder. */
export const defaultFolderPermissionsQueryOptions = (folderId: number) =>
  queryOptions({
    queryKey: [...permissionsKey, folderId],
    queryFn: ({ signal }): Promise<ContentPermissionWithRole[]> =>
      apiData('content-permissions', {
        query: { content_type: 'DefaultFolder', content_id: folderId, per_page: BULK_PER_PAGE },
        schema: contentPermissionListResponse.shape.data,
        signal,
      }),
  });

export function useDefaultFolderPermissions(folderId: number) {
  return useQuery(defaultFolderPermissionsQueryOptions(folderId));
}

/** GET roles (bulk): every company's employee, editor and manager rows, the grid's rows. */
export const companyRoleRowsQueryOptions = queryOptions({
  queryKey: ['roles'],
  queryFn: ({ signal }) =>
    apiData('roles', { query: { per_page: BULK_PER_PAGE }, schema: roleListResponse.shape.data, signal }),
  staleTime: 60_000,
});

export function useCompanyRoleRows() {
  return useQuery(companyRoleRowsQueryOptions);
}

/** POST content-permissions {role_id, content_type: 'DefaultFolder', content_id}. */
export function grantDefaultFolder({ folderId, roleId }: { folderId: number; roleId: number }) {
  return apiData('content-permissions', {
    method: 'POST',
    body: { role_id: roleId, content_type: 'DefaultFolder', content_id: folderId },
    schema: contentPermissionResponse.shape.data,
  });
}

/** DELETE content-permissions/{id}. */
export function revokeContentPermission(permissionId: number) {
  return apiData(`content-permissions/${permissionId}`, { method: 'DELETE' });
}

export function useToggleDefaultFolderPermission(folderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { roleId: number; permissionId: number | null }) =>
      change.permissionId === null
        ? grantDefaultFolder({ folderId, roleId: change.roleId })
        : revokeContentPermission(change.permissionId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...permissionsKey, folderId] }),
  });
}
