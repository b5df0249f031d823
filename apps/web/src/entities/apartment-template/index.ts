export {
  useApartmentTemplates,
  useCreateApartmentTemplate,
  useDeleteApartmentTemplate,
  useRenameApartmentTemplate,
} from './api/apartment-templates';
