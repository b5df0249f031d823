import { endpoints } from '@portal/contracts/endpoints';
import type { EndpointInput } from '@portal/contracts/http/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointBodyQuery, invalidateEndpoint } from '../../../lib/api-query';

type CreateBody = EndpointInput<typeof endpoints.contacts.create>['body'];
type UpdateBody = EndpointInput<typeof endpoints.contacts.update>['body'];

/** GET projects/{id}/contacts, with the list's `can.create`. */
export function useProjectContacts(projectId: number) {
  return useQuery(endpointBodyQuery(endpoints.contacts.list, { params: { id: projectId } }));
}

function useContactMutation<V>(projectId: number, mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidateEndpoint(queryClient, endpoints.contacts.list, { params: { id: projectId } }),
  });
}

/** POST projects/{id}/contacts. */
export const useCreateContact = (projectId: number) =>
  useContactMutation(projectId, (body: CreateBody) => api.contacts.create({ params: { id: projectId }, body }));
/** PUT projects/{id}/contacts/{contactId}. */
export const useUpdateContact = (projectId: number) =>
  useContactMutation(projectId, ({ id, ...body }: UpdateBody & { id: number }) =>
    api.contacts.update({ params: { id: projectId, contactId: id }, body }),
  );
/** DELETE projects/{id}/contacts/{contactId}. */
export const useDeleteContact = (projectId: number) =>
  useContactMutation(projectId, (id: number) => api.contacts.delete({ params: { id: projectId, contactId: id } }));
