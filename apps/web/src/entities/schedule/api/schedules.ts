import { endpoints } from '@portal/contracts/endpoints';
import type { EndpointInput } from '@portal/contracts/http/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointBodyQuery, invalidateEndpoint } from '../../../lib/api-query';

export type ScheduleBody = EndpointInput<typeof endpoints.schedules.create>['body'];

/** GET projects/{id}/schedules (tree order), with `can.create` and `can.viewAllLevels`. */
export function useProjectSchedules(projectId: number) {
  return useQuery(endpointBodyQuery(endpoints.schedules.list, { params: { id: projectId } }));
}

function useScheduleMutation<V>(projectId: number, mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidateEndpoint(queryClient, endpoints.schedules.list, { params: { id: projectId } }),
  });
}

/** POST projects/{id}/schedules. */
export const useCreateSchedule = (projectId: number) =>
  useScheduleMutation(projectId, (body: ScheduleBody) => api.schedules.create({ params: { id: projectId }, body }));
/** PUT projects/{id}/schedules/{scheduleId}. */
export const useUpdateSchedule = (projectId: number) =>
  useScheduleMutation(projectId, ({ id, ...body }: ScheduleBody & { id: number }) =>
    api.schedules.update({ params: { id: projectId, scheduleId: id }, body }),
  );
/** DELETE projects/{id}/schedules/{scheduleId}: its children become roots. */
export const useDeleteSchedule = (projectId: number) =>
  useScheduleMutation(projectId, (id: number) => api.schedules.delete({ params: { id: projectId, scheduleId: id } }));
