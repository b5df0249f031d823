export {
  useCreateDeadline,
  useDeleteDeadline,
  useDeleteFormDeadline,
  useProjectDeadlines,
  useProjectFormDeadlines,
} from './api/material-deadlines';
export { DeadlineBadge } from './deadline-badge';
export { DEFAULT_DEADLINE_TEXT, DeadlinePicker } from './deadline-picker';
export { deadlineWallTime, formatDeadline } from './format-deadline';
