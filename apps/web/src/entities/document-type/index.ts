export { useDocumentTypeChoices, useTypeFields } from './api/document-type-choices';
export {
  useCreateDocumentType,
  useDeleteDocumentType,
  useDocumentTypeList,
  useDocumentTypes,
  useUpdateDocumentType,
} from './api/document-types';
export { documentTypeLabel } from './document-type-label';
