import {
  BULK_PER_PAGE,
  type ContentPermissionWithRole,
  type ContentType,
  contentPermissionListResponse,
  contentPermissionResponse,
  roleListResponse,
} from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

const permissionsKey = (contentType: ContentType, contentId: number) =>
  ['content-permissions', contentType, contentId] as const;

/** GET content-permissions?content_type=&content_id=: the grants of one default folder, folder or project. */
export const contentPermissionsQueryOptions = (contentType: ContentType, contentId: number) =>
  queryOptions({
    queryKey: permissionsKey(contentType, contentId),
    queryFn: ({ signal }): Promise<ContentPermissionWithRole[]> =>
      apiData('content-permissions', {
        query: { content_type: contentType, content_id: contentId, per_page: BULK_PER_PAGE },
        schema: contentPermissionListResponse.shape.data,
        signal,
      }),
  });

export function useContentPermissions(contentType: ContentType, contentId: number) {
  return useQuery(contentPermissionsQueryOptions(contentType, contentId));
}

/** GET roles (bulk): every company's employee, editor and manager rows, the default folder grid's rows. */
export const companyRoleRowsQueryOptions = queryOptions({
  queryKey: ['roles'],
  queryFn: ({ signal }) =>
    apiData('roles', { query: { per_page: BULK_PER_PAGE }, schema: roleListResponse.shape.data, signal }),
  staleTime: 60_000,
});

export function useCompanyRoleRows() {
  return useQuery(companyRoleRowsQueryOptions);
}

/** POST content-permissions {role_id, content_type, content_id}. */
export function grantContent(change: { contentType: ContentType; contentId: number; roleId: number }) {
  return apiData('content-permissions', {
    method: 'POST',
    body: { role_id: change.roleId, content_type: change.contentType, content_id: change.contentId },
    schema: contentPermissionResponse.shape.data,
  });
}

/** DELETE content-permissions/{id}. */
export function revokeContentPermission(permissionId: number) {
  return apiData(`content-permissions/${permissionId}`, { method: 'DELETE' });
}

/**
 * Checks or unchecks one grid cell. `onChanged` refreshes what the grant changes besides the grid
 * (a project's folders: who sees them), as the spec's page reload did.
 */
export function useToggleContentPermission(contentType: ContentType, contentId: number, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { roleId: number; permissionId: number | null }) =>
      change.permissionId === null
        ? grantContent({ contentType, contentId, roleId: change.roleId })
        : revokeContentPermission(change.permissionId),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: permissionsKey(contentType, contentId) });
      onChanged?.();
    },
  });
}
