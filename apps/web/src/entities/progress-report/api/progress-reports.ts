import { endpoints } from '@portal/contracts/endpoints';
import type { EndpointInput } from '@portal/contracts/http/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointBodyQuery, invalidateEndpoint } from '../../../lib/api-query';

type ReportBody = EndpointInput<typeof endpoints.progressReports.create>['body'];

/** GET projects/{id}/progressnumber-submissions from `start` to the end of `end` (days, optional). */
export function useProgressReports(projectId: number, range: { start?: string; end?: string }) {
  const query = { ...(range.start ? { start: range.start } : {}), ...(range.end ? { end: range.end } : {}) };
  return useQuery(endpointBodyQuery(endpoints.progressReports.list, { params: { id: projectId }, query }));
}

function useReportMutation<V>(projectId: number, mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidateEndpoint(queryClient, endpoints.progressReports.list, { params: { id: projectId } }),
  });
}

/** POST projects/{id}/progressnumber-submissions. */
export const useCreateProgressReport = (projectId: number) =>
  useReportMutation(projectId, (body: ReportBody) => api.progressReports.create({ params: { id: projectId }, body }));
/** DELETE projects/{id}/progressnumber-submissions/{submissionId}. */
export const useDeleteProgressReport = (projectId: number) =>
  useReportMutation(projectId, (id: number) =>
    api.progressReports.delete({ params: { id: projectId, submissionId: id } }),
  );
