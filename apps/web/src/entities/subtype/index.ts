export { useCreateProjectSubtype, useDeleteProjectSubtype, useUpdateProjectSubtype } from './api/project-subtypes';
export { useProjectSubtypeList } from './api/project-subtypes-query';
export { type SubtypeChoice, useSubtypeChoices } from './subtype-choices';
