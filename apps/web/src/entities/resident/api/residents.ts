import { endpoints } from '@portal/contracts/endpoints';
import type { EndpointInput } from '@portal/contracts/http/endpoint';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointBodyQuery, endpointQuery, invalidateEndpoint } from '../../../lib/api-query';

const residents = endpoints.residents;
type AddPersonBody = EndpointInput<typeof residents.addCondominiumUser>['body'];
type AddResidentBody = EndpointInput<typeof residents.addApartmentUser>['body'];

/** GET condominium/{id}/users: admins, stakeholders and every apartment's residents, with `can.create`. */
export function useCondominiumPeople(condominiumId: number) {
  return useQuery(endpointBodyQuery(residents.condominiumUsers, { params: { id: condominiumId } }));
}

/** GET condominium/{id}/apartments/{apartmentId}/users, with `can.create`. */
export function useApartmentResidents(condominiumId: number, apartmentId: number) {
  return useQuery(endpointBodyQuery(residents.apartmentUsers, { params: { id: condominiumId, apartmentId } }));
}

/** GET user/apartments: the signed-in user's own apartments. */
export function useMyApartments() {
  return useQuery(endpointQuery(residents.myApartments, {}));
}

/** GET user/condominiums: the condominiums where the signed-in user is an admin or stakeholder. */
export function useMyCondominiums() {
  return useQuery(endpointQuery(residents.myCondominiums, {}));
}

/** A change to anyone's role shows in both lists: the condominium's and its apartments'. */
function invalidatePeople(queryClient: QueryClient, condominiumId: number) {
  return Promise.all([
    invalidateEndpoint(queryClient, residents.condominiumUsers, { params: { id: condominiumId } }),
    invalidateEndpoint(queryClient, residents.apartmentUsers),
  ]);
}

function usePeopleMutation<V>(condominiumId: number, mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidatePeople(queryClient, condominiumId) });
}

/** POST condominium/{id}/users: a person by e-mail, to the condominium or one of its apartments. */
export const useAddCondominiumPerson = (condominiumId: number) =>
  usePeopleMutation(condominiumId, (body: AddPersonBody) =>
    api.residents.addCondominiumUser({ params: { id: condominiumId }, body }),
  );

/** POST condominium/{id}/apartments/{apartmentId}/users: a resident by e-mail. */
export const useAddApartmentResident = (condominiumId: number, apartmentId: number) =>
  usePeopleMutation(condominiumId, (body: AddResidentBody) =>
    api.residents.addApartmentUser({ params: { id: condominiumId, apartmentId }, body }),
  );

/** The role change of one row: PUT condominium/{id}/users/{userId}, or the apartment's modifyRole. */
type RoleChange =
  | { userId: number; apartmentId: null; role: 'admin' | 'stakeholder' }
  | { userId: number; apartmentId: number; role: 'owner' | 'tenant' };

export const useChangeResidentRole = (condominiumId: number) =>
  usePeopleMutation(condominiumId, (change: RoleChange) =>
    change.apartmentId === null
      ? api.residents.updateCondominiumUser({
          params: { id: condominiumId, userId: change.userId },
          body: { role: change.role },
        })
      : api.residents.modifyApartmentRole({
          params: { id: condominiumId, apartmentId: change.apartmentId, userId: change.userId },
          body: { role: change.role },
        }),
  );

/** Removes one role: the condominium's (DELETE users/{userId}) or an apartment's (destroy). */
export const useRemoveResident = (condominiumId: number) =>
  usePeopleMutation(condominiumId, ({ userId, apartmentId }: { userId: number; apartmentId: number | null }) =>
    apartmentId === null
      ? api.residents.removeCondominiumUser({ params: { id: condominiumId, userId } })
      : api.residents.removeApartmentUser({ params: { id: condominiumId, apartmentId, userId } }),
  );
