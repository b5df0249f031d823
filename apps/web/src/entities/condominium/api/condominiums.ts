import { BULK_PER_PAGE } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import type { EndpointInput } from '@portal/contracts/http/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointBodyQuery, endpointQuery, invalidateEndpoint } from '../../../lib/api-query';

const e = endpoints.condominiums;
type CreateBody = EndpointInput<typeof e.create>['body'];
type UpdateBody = EndpointInput<typeof e.update>['body'];

/** GET condominiums (bulk), with the list's `can.create`; the table searches and sorts on the client. */
export function useCondominiums() {
  return useQuery(endpointBodyQuery(e.list, { query: { per_page: BULK_PER_PAGE } }));
}

/** GET condominiums/{id}. */
export function useCondominium(id: number) {
  return useQuery(endpointQuery(e.get, { params: { id } }));
}

/** GET condominiums/{id}/projects. */
export function useCondominiumProjects(id: number) {
  return useQuery(endpointQuery(e.projects, { params: { id } }));
}

function useCondominiumMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Every condominium answer (the list and each one) may show the change.
    onSuccess: () =>
      queryClient
        .invalidateQueries({ queryKey: ['api', e.list.path] })
        .then(() => queryClient.invalidateQueries({ queryKey: ['api', e.get.path] })),
  });
}

/** POST condominiums. */
export const useCreateCondominium = () =>
  useCondominiumMutation((body: CreateBody) => api.condominiums.create({ body }));
/** PUT condominiums/{id}. */
export const useUpdateCondominium = () =>
  useCondominiumMutation(({ id, body }: { id: number; body: UpdateBody }) =>
    api.condominiums.update({ params: { id }, body }),
  );
/** DELETE condominiums/{id}: 409 while apartments, templates or projects use it. */
export const useDeleteCondominium = () =>
  useCondominiumMutation((id: number) => api.condominiums.delete({ params: { id } }));

/** POST condominiumprojects: sets a condominium project's condominium. */
export function useLinkCondominiumProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { condominium_id: number; project_id: number }) => api.condominiums.linkProject({ body }),
    onSuccess: (_data, body) => invalidateEndpoint(queryClient, e.projects, { params: { id: body.condominium_id } }),
  });
}
