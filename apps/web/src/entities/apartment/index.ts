export { apartmentLabel, compareApartments } from './apartment-label';
export {
  useApartment,
  useCondominiumApartments,
  useCreateApartment,
  useDeleteApartment,
} from './api/apartments';
