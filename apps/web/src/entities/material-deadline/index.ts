export {
  useCreateDeadline,
  useDeleteDeadline,
  useDeleteFormDeadline,
  useProjectDeadlines,
  useProjectFormDeadlines,
} from './api/material-deadlines';
export { DeadlineBadge } from './deadline-badge';
export { formatDeadline } from './format-deadline';
