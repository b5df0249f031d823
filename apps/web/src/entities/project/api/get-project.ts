import { endpoints } from '@portal/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { endpointQuery } from '../../../lib/api-query';

/** GET projects/{id}; 404 means missing or not visible, and is not retried. */
export const projectQueryOptions = (projectId: number) => ({
  ...endpointQuery(endpoints.projects.get, { params: { id: projectId } }),
  retry: (failures: number, error: Error) => !(isApiError(error) && [403, 404].includes(error.status)) && failures < 2,
});

export function useProject(projectId: number) {
  return useQuery({ ...projectQueryOptions(projectId), enabled: Number.isInteger(projectId) && projectId > 0 });
}
