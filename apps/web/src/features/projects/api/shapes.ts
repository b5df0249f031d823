/**
 * The project area's shapes, from the shared contracts (packages/contracts), under the names
 * this feature's components use.
 */
export type {
  CreateProjectRequest,
  DefaultFolder,
  Folder,
  Project,
  ProjectCompany as ProjectCompanyRef,
  ProjectStatus,
  ProjectStatus as ProjectStatusRef,
  ProjectSubtype,
  UpdateProjectRequest,
} from '@portal/contracts';
