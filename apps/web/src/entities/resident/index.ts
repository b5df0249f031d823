export {
  useAddApartmentResident,
  useAddCondominiumPerson,
  useApartmentResidents,
  useChangeResidentRole,
  useCondominiumPeople,
  useMyApartments,
  useMyCondominiums,
  useRemoveResident,
} from './api/residents';
export { APARTMENT_ROLE_OPTIONS, apartmentLabel, CONDOMINIUM_ROLE_OPTIONS, residentRoleKey } from './labels';
export { apartmentPath, isResident, residentHomePath, singlePlacePath } from './session';
