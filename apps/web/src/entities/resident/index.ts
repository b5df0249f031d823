export {
  useAddApartmentResident,
  useAddCondominiumPerson,
  useApartmentResidents,
  useChangeResidentRole,
  useCondominiumPeople,
  useMyApartments,
  useRemoveResident,
} from './api/residents';
export { APARTMENT_ROLE_OPTIONS, apartmentLabel, CONDOMINIUM_ROLE_OPTIONS, residentRoleKey } from './labels';
export { isResident, residentHomePath } from './session';
