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
export { ProjectFormModal } from './components/project-form-modal';
export { centreOf, mapLink, parseCoordinates } from './coordinates';
export { ProjectPositionMap, ProjectsMap } from './lazy-maps';
export {
  incrementOpenCount,
  matchesSearch,
  readHideDeleted,
  readOpenCounts,
  sortProjects,
  writeHideDeleted,
} from './project-list-logic';
