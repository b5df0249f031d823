import { BULK_PER_PAGE } from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import type { ProjectStatus } from '../../projects/api/shapes';

export const projectStatusesQueryKey = ['project-statuses'] as const;

/** GET project-statuses (bulk). */
export const projectStatusesQueryOptions = queryOptions({
  queryKey: [...projectStatusesQueryKey, 'list'],
  queryFn: ({ signal }) => apiData<ProjectStatus[]>('project-statuses', { query: { per_page: BULK_PER_PAGE }, signal }),
  staleTime: 60_000,
});

export function useProjectStatuses() {
  return useQuery(projectStatusesQueryOptions);
}

export interface StatusProjectRef {
  id: number;
  code: string;
  name: string;
}

/** GET project-statuses/projects/{id}: the projects using a status (the 41 popover). */
export const statusProjectsQueryOptions = (statusId: number) =>
  queryOptions({
    queryKey: [...projectStatusesQueryKey, 'projects', statusId],
    queryFn: ({ signal }) => apiData<StatusProjectRef[]>(`project-statuses/projects/${statusId}`, { signal }),
  });

export function useStatusProjects(statusId: number, enabled: boolean) {
  return useQuery({ ...statusProjectsQueryOptions(statusId), enabled });
}

export interface StatusPayload {
  name: string;
  /** Optional and unique (40); null clears it. */
  code: string | null;
  is_active: boolean;
  parent_id: number;
}

/** POST project-statuses/add. */
export function createProjectStatus(body: StatusPayload): Promise<ProjectStatus> {
  return apiData<ProjectStatus>('project-statuses/add', { method: 'POST', body });
}

/** PUT project-statuses/{id}/edit (id, name, slug, code, is_active, parent_id). */
export function updateProjectStatus(body: StatusPayload & { id: number; slug: string | null }): Promise<ProjectStatus> {
  return apiData<ProjectStatus>(`project-statuses/${body.id}/edit`, { method: 'PUT', body });
}

/** DELETE project-statuses/{id}/delete: 41 used, 42 children, 43 default, 44 missing. */
export function deleteProjectStatus(id: number): Promise<unknown> {
  return apiData(`project-statuses/${id}/delete`, { method: 'DELETE' });
}

function useStatusMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectStatusesQueryKey }),
  });
}

export const useCreateProjectStatus = () => useStatusMutation(createProjectStatus);
export const useUpdateProjectStatus = () => useStatusMutation(updateProjectStatus);
export const useDeleteProjectStatus = () => useStatusMutation(deleteProjectStatus);
