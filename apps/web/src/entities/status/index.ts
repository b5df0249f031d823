export {
  useCreateProjectStatus,
  useDeleteProjectStatus,
  useStatusProjects,
  useUpdateProjectStatus,
} from './api/project-statuses';
export { useProjectStatusList } from './api/project-statuses-query';
export { type StatusChoice, useStatusChoices, useStatusFilterOptions } from './status-choices';
export { statusLabel } from './status-label';
export { buildStatusTree, parentChoices, type StatusNode } from './status-tree';
