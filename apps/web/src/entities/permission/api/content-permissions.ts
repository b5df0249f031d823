import { BULK_PER_PAGE, type ContentType } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointQuery, invalidateEndpoint } from '../../../lib/api-query';

/*
 * Content permissions of one item (a default folder, a folder or a project): read and changed by
 * the folder permission grid on /defaultfolders and on a project's folders panel.
 */

const listInput = (contentType: ContentType, contentId: number) => ({
  query: { content_type: contentType, content_id: contentId, per_page: BULK_PER_PAGE },
});

/** GET content-permissions?content_type=&content_id=: the grants of one item (the caller's companies' only, off the owner side). */
export function useContentPermissions(contentType: ContentType, contentId: number) {
  return useQuery(endpointQuery(endpoints.permissions.listContent, listInput(contentType, contentId)));
}

/**
 * Checks (POST content-permissions) or unchecks (DELETE content-permissions/{id}) one grid cell.
 * `onChanged` refreshes what the grant changes besides the grid (a project's folders: who sees them).
 */
export function useToggleContentPermission(contentType: ContentType, contentId: number, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { roleId: number; permissionId: number | null }): Promise<void> => {
      if (change.permissionId === null) {
        await api.permissions.createContent({
          body: { role_id: change.roleId, content_type: contentType, content_id: contentId },
        });
      } else {
        await api.permissions.deleteContent({ params: { id: change.permissionId } });
      }
    },
    onSettled: async () => {
      await invalidateEndpoint(queryClient, endpoints.permissions.listContent);
      onChanged?.();
    },
  });
}
