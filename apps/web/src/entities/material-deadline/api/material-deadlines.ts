import { endpoints } from '@portal/contracts/endpoints';
import type { EndpointInput } from '@portal/contracts/http/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointBodyQuery, endpointQuery, invalidateEndpoint } from '../../../lib/api-query';

type CreateBody = EndpointInput<typeof endpoints.materialDeadlines.create>['body'];

const deadlines = endpoints.materialDeadlines;

/** GET projects/{id}/materialdeadlines (bulk), with the list's `can.create`. */
export function useProjectDeadlines(projectId: number) {
  return useQuery(endpointBodyQuery(deadlines.list, { params: { id: projectId } }));
}

/** GET project/{id}/materialformdeadlines: the forms' own deadlines. */
export function useProjectFormDeadlines(projectId: number) {
  return useQuery(endpointQuery(deadlines.formDeadlinesOfProject, { params: { id: projectId } }));
}

function useInvalidateDeadlines(projectId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      invalidateEndpoint(queryClient, deadlines.list, { params: { id: projectId } }),
      invalidateEndpoint(queryClient, deadlines.formDeadlinesOfProject, { params: { id: projectId } }),
      invalidateEndpoint(queryClient, deadlines.formDeadlines),
    ]);
}

/** POST projects/{id}/materialdeadlines. */
export function useCreateDeadline(projectId: number) {
  const invalidate = useInvalidateDeadlines(projectId);
  return useMutation({
    mutationFn: (body: CreateBody) => api.materialDeadlines.create({ params: { id: projectId }, body }),
    onSuccess: invalidate,
  });
}

/** DELETE projects/{id}/materialdeadlines/{deadlineId}. */
export function useDeleteDeadline(projectId: number) {
  const invalidate = useInvalidateDeadlines(projectId);
  return useMutation({
    mutationFn: (deadlineId: number) => api.materialDeadlines.delete({ params: { id: projectId, deadlineId } }),
    onSuccess: invalidate,
  });
}

/** DELETE materialFormDeadlines/{id}: the form then closes with the selection deadline. */
export function useDeleteFormDeadline(projectId: number) {
  const invalidate = useInvalidateDeadlines(projectId);
  return useMutation({
    mutationFn: (id: number) => api.materialDeadlines.deleteFormDeadline({ params: { id } }),
    onSuccess: invalidate,
  });
}
