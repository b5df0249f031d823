export { type ProjectListMode, useProjectList } from './api/find-projects';
export { useProject } from './api/get-project';
export {
  useAttachableCompanies,
  useAttachProjectCompany,
  useDetachProjectCompany,
  useProjectCompanies,
} from './api/project-companies';
export { useProjectRoles } from './api/project-roles';
export { ProjectFormModal } from './components/project-form-modal';
export { centreOf, type LatLng, mapLink, parseCoordinates } from './coordinates';
export { DocumentsMap, ProjectPositionMap, ProjectsMap } from './map/lazy-maps';
export type { ProjectFormChoices } from './project-form-choices';
export {
  incrementOpenCount,
  matchesSearch,
  readHideDeleted,
  readOpenCounts,
  sortProjects,
  writeHideDeleted,
} from './project-list-logic';
