export { useDocumentTypeChoices, useTypeFields } from './api/document-type-choices';
export {
  type KeywordChanges,
  useCreateDocumentType,
  useCreateField,
  useDeleteDocumentType,
  useDeleteField,
  useDocumentTypes,
  useFieldKeywords,
  useFields,
  useSaveKeywords,
  useUpdateDocumentType,
  useUpdateField,
} from './api/document-types';
