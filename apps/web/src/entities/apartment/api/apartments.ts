import { endpoints } from '@portal/contracts/endpoints';
import type { EndpointInput } from '@portal/contracts/http/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointBodyQuery, endpointQuery, invalidateEndpoint } from '../../../lib/api-query';

type CreateBody = EndpointInput<typeof endpoints.apartments.create>['body'];

/** GET condominiums/{id}/apartments, with the list's `can.create`. */
export function useCondominiumApartments(condominiumId: number, enabled = true) {
  return useQuery({ ...endpointBodyQuery(endpoints.apartments.list, { params: { id: condominiumId } }), enabled });
}

/** GET condominiums/{id}/apartments/{apartmentId}: the apartment with its condominium's name and address. */
export function useApartment(condominiumId: number, apartmentId: number) {
  return useQuery({
    ...endpointQuery(endpoints.apartments.get, { params: { id: condominiumId, apartmentId } }),
    // A 404 (not there, or not theirs) is an answer, not a hiccup to retry.
    retry: false,
    // An id the page could not read from its URL (0) is not asked for.
    enabled: condominiumId > 0 && apartmentId > 0,
  });
}

/** After a create or delete: the condominium's lists (both spellings) and the apartment itself. */
function useInvalidateApartments(condominiumId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      invalidateEndpoint(queryClient, endpoints.apartments.list, { params: { id: condominiumId } }),
      invalidateEndpoint(queryClient, endpoints.apartments.ofCondominium, { params: { id: condominiumId } }),
      invalidateEndpoint(queryClient, endpoints.apartments.get),
    ]);
}

/** POST condominiums/{id}/apartments. */
export function useCreateApartment(condominiumId: number) {
  const invalidate = useInvalidateApartments(condominiumId);
  return useMutation({
    mutationFn: (body: CreateBody) => api.apartments.create({ params: { id: condominiumId }, body }),
    onSuccess: invalidate,
  });
}

/** DELETE condominiums/{id}/apartments/{apartmentId}. */
export function useDeleteApartment(condominiumId: number) {
  const invalidate = useInvalidateApartments(condominiumId);
  return useMutation({
    mutationFn: (apartmentId: number) => api.apartments.delete({ params: { id: condominiumId, apartmentId } }),
    onSuccess: invalidate,
  });
}
