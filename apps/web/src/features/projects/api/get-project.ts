import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { projectsQueryKey } from './find-projects';
import type { Project } from './shapes';

/** GET projects/{id}; 404 means missing or not visible, and is not retried. */
export const projectQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: [...projectsQueryKey, 'one', projectId],
    queryFn: ({ signal }) => apiData<Project>(`projects/${projectId}`, { signal }),
    retry: (failures, error) => !(isApiError(error) && [403, 404].includes(error.status)) && failures < 2,
  });

export function useProject(projectId: number) {
  return useQuery({ ...projectQueryOptions(projectId), enabled: Number.isInteger(projectId) && projectId > 0 });
}
