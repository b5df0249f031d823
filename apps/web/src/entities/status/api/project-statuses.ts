import type { CreateProjectStatusInput, UpdateProjectStatusInput } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointQuery, invalidateEndpoint } from '../../../lib/api-query';

/** GET project-statuses/projects/{id}: the projects using a status (the 41 popover). */
export function useStatusProjects(statusId: number, enabled: boolean) {
  return useQuery({ ...endpointQuery(endpoints.projectStatuses.projects, { params: { id: statusId } }), enabled });
}

function useStatusMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidateEndpoint(queryClient, endpoints.projectStatuses.list),
  });
}

/** POST project-statuses/add. */
export const useCreateProjectStatus = () =>
  useStatusMutation((body: CreateProjectStatusInput) => api.projectStatuses.create({ body }));
/** PUT project-statuses/{id}/edit (id, name, slug, code, is_active, parent_id). */
export const useUpdateProjectStatus = () =>
  useStatusMutation((body: UpdateProjectStatusInput & { id: number }) =>
    api.projectStatuses.update({ params: { id: body.id }, body }),
  );
/** DELETE project-statuses/{id}/delete: 41 used, 42 children, 43 default, 44 missing. */
export const useDeleteProjectStatus = () =>
  useStatusMutation((id: number) => api.projectStatuses.delete({ params: { id } }));
