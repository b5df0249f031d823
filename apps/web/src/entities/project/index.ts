export { type ProjectListMode, useProjectList } from './api/find-projects';
export { useProject } from './api/get-project';
export { invalidateProject, invalidateProjects } from './api/invalidate-projects';
export {
  useAttachableCompanies,
  useAttachProjectCompany,
  useDetachProjectCompany,
  useProjectCompanies,
} from './api/project-companies';
export { useProjectRoles } from './api/project-roles';
export {
  type CreateProjectBody,
  type UpdateProjectBody,
  useCreateProject,
  useDeleteProject,
  useUpdateProject,
} from './api/save-project';
export { centreOf, isValidCoordinatesInput, mapLink, normaliseCoordinates, parseCoordinates } from './coordinates';
export { ProjectPositionMap, ProjectsMap } from './lazy-maps';
export { useProjectFormChoices } from './project-form-choices';
export {
  incrementOpenCount,
  matchesSearch,
  readHideDeleted,
  readOpenCounts,
  sortProjects,
  writeHideDeleted,
} from './project-list-logic';
