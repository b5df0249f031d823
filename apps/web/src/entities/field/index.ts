export { allKeywordsQueryOptions } from './api/get-all-keywords';
export { fieldsQueryOptions } from './api/get-fields';
export { documentTypeLabel, fieldLabel } from './field-label';
export { isPickableKeyword } from './keywords';
