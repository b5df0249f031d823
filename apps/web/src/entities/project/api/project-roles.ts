import { endpoints } from '@portal/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api-query';

/**
 * GET projects/{id}/roles: the company roles the project's folders may be granted to (owner-type
 * and attached companies), the rows of the folder visibility grid.
 */
export function useProjectRoles(projectId: number, enabled = true) {
  return useQuery({ ...endpointQuery(endpoints.projects.roles, { params: { id: projectId } }), enabled });
}
