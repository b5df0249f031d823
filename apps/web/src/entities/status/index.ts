export {
  useCreateProjectStatus,
  useDeleteProjectStatus,
  useStatusProjects,
  useUpdateProjectStatus,
} from './api/project-statuses';
export { useProjectStatuses, useProjectStatusList } from './api/project-statuses-query';
export { findStartStatus } from './start-status';
export { statusLabel } from './status-label';
export { buildStatusTree, flattenTree, parentChoices, type StatusNode } from './status-tree';
