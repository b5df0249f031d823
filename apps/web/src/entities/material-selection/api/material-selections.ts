import { endpoints } from '@portal/contracts/endpoints';
import type { EndpointInput } from '@portal/contracts/http/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointQuery, invalidateEndpoint } from '../../../lib/api-query';

type SaveBody = EndpointInput<typeof endpoints.materialSelections.save>['body'];

/**
 * GET apartmenttemplates/{id}/materialforms-with-submissions/{apartmentId}: every form that applies
 * to the apartment (across its condominium's projects), with the saved choices, deadline and `can`.
 */
export function useApartmentMaterialForms(templateId: number | null, apartmentId: number) {
  return useQuery({
    ...endpointQuery(endpoints.materialSelections.templateFormsWithSubmissions, {
      params: { id: templateId ?? 0, apartmentId },
    }),
    enabled: templateId !== null && templateId > 0 && apartmentId > 0,
    retry: false,
  });
}

/** PUT projects/{id}/apartments/{apartmentId}/materialselections: the one transactional save. */
export function useSaveMaterialSelections(projectId: number, apartmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBody) => api.materialSelections.save({ params: { id: projectId, apartmentId }, body }),
    onSuccess: () =>
      Promise.all([
        invalidateEndpoint(queryClient, endpoints.materialSelections.templateFormsWithSubmissions),
        invalidateEndpoint(queryClient, endpoints.materialSelections.list),
      ]),
  });
}
