import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { projectsQueryKey } from './find-projects';
import type { CreateProjectRequest, Project, UpdateProjectRequest } from './shapes';

/** POST projects. A code in use answers 29 (shown on the code field). */
export function createProject(body: CreateProjectRequest): Promise<Project> {
  return apiData<Project>('projects', { method: 'POST', body });
}

/** PUT projects/{id}. */
export function updateProject({ id, body }: { id: number; body: UpdateProjectRequest }): Promise<Project> {
  return apiData<Project>(`projects/${id}`, { method: 'PUT', body });
}

/** DELETE projects/{id} (soft delete). */
export function deleteProject(id: number): Promise<unknown> {
  return apiData(`projects/${id}`, { method: 'DELETE' });
}

function useProjectMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsQueryKey }),
  });
}

export const useCreateProject = () => useProjectMutation(createProject);
export const useUpdateProject = () => useProjectMutation(updateProject);
export const useDeleteProject = () => useProjectMutation(deleteProject);
