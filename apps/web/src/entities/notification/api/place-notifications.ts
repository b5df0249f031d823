import { endpoints } from '@portal/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api-query';

const declared = endpoints.notifications;

/** GET condominium/{id}/notifications: those tied to the condominium (residents read them too). */
export function useCondominiumNotifications(condominiumId: number) {
  return useQuery(endpointQuery(declared.condominium, { params: { id: condominiumId } }));
}

/** GET apartment/{id}/notifications: those tied to the apartment. */
export function useApartmentNotifications(apartmentId: number) {
  return useQuery(endpointQuery(declared.apartment, { params: { id: apartmentId } }));
}
