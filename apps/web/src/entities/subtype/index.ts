export { useCreateProjectSubtype, useDeleteProjectSubtype, useUpdateProjectSubtype } from './api/project-subtypes';
export { useProjectSubtypeList, useProjectSubtypes } from './api/project-subtypes-query';
