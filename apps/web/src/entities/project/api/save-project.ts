import type { endpoints } from '@portal/contracts/endpoints';
import type { EndpointInput } from '@portal/contracts/http/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateProjects } from './invalidate-projects';

export type CreateProjectBody = EndpointInput<typeof endpoints.projects.create>['body'];
export type UpdateProjectBody = EndpointInput<typeof endpoints.projects.update>['body'];

function useProjectMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateProjects(queryClient) });
}

/** POST projects. A code in use answers 29 (shown on the code field). */
export const useCreateProject = () => useProjectMutation((body: CreateProjectBody) => api.projects.create({ body }));
/** PUT projects/{id}. */
export const useUpdateProject = () =>
  useProjectMutation(({ id, body }: { id: number; body: UpdateProjectBody }) =>
    api.projects.update({ params: { id }, body }),
  );
/** DELETE projects/{id} (soft delete). */
export const useDeleteProject = () => useProjectMutation((id: number) => api.projects.delete({ params: { id } }));
