import { projectRoleListResponse } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/**
 * GET projects/{id}/roles: the company roles the project's folders may be granted to (owner-type
 * and attached companies), the rows of the folder visibility grid.
 */
export const projectRolesQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: ['projects', 'one', projectId, 'roles'],
    queryFn: ({ signal }) =>
      apiData(`projects/${projectId}/roles`, { schema: projectRoleListResponse.shape.data, signal }),
  });

export function useProjectRoles(projectId: number, enabled = true) {
  return useQuery({ ...projectRolesQueryOptions(projectId), enabled });
}
