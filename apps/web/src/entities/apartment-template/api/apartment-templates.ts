import { endpoints } from '@portal/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointBodyQuery, invalidateEndpoint } from '../../../lib/api-query';

const e = endpoints.apartmentTemplates;

/** GET condominiums/{id}/apartmenttemplates, with the list's `can.create`. */
export function useApartmentTemplates(condominiumId: number) {
  return useQuery(endpointBodyQuery(e.list, { params: { id: condominiumId } }));
}

function useTemplateMutation<V>(condominiumId: number, mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidateEndpoint(queryClient, e.list, { params: { id: condominiumId } }),
  });
}

/** POST condominiums/{id}/apartmenttemplates. */
export const useCreateApartmentTemplate = (condominiumId: number) =>
  useTemplateMutation(condominiumId, (name: string) =>
    api.apartmentTemplates.create({ params: { id: condominiumId }, body: { name } }),
  );
/** PUT condominiums/{id}/apartmenttemplates/{templateId}. */
export const useRenameApartmentTemplate = (condominiumId: number) =>
  useTemplateMutation(condominiumId, ({ id, name }: { id: number; name: string }) =>
    api.apartmentTemplates.update({ params: { id: condominiumId, templateId: id }, body: { name } }),
  );
/** DELETE condominiums/{id}/apartmenttemplates/{templateId}: 409 while apartments use it. */
export const useDeleteApartmentTemplate = (condominiumId: number) =>
  useTemplateMutation(condominiumId, (id: number) =>
    api.apartmentTemplates.delete({ params: { id: condominiumId, templateId: id } }),
  );
