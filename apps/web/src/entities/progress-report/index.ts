export { useCreateProgressReport, useDeleteProgressReport, useProgressReports } from './api/progress-reports';
export {
  currentQuarter,
  EMPTY_TASK,
  progressTotals,
  reportDateText,
  type TaskRow,
  tasksComplete,
  unitOf,
} from './progress-form';
