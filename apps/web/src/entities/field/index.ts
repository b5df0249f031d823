export { useFieldGlobals } from './api/field-globals';
export {
  invalidateFieldsAndTypes,
  type KeywordChanges,
  useCreateField,
  useDeleteField,
  useFieldKeywords,
  useFields,
  useSaveKeywords,
  useUpdateField,
} from './api/fields';
export { allKeywordsQueryOptions } from './api/get-all-keywords';
export { fieldsQueryOptions } from './api/get-fields';
export { fieldLabel } from './field-label';
export { isPickableKeyword } from './keywords';
