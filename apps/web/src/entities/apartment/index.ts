export { apartmentLabel, compareApartments, isValidApartmentNumber } from './apartment-label';
export {
  useApartment,
  useCondominiumApartments,
  useCreateApartment,
  useDeleteApartment,
} from './api/apartments';
