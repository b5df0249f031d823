export { useCreateProgressReport, useDeleteProgressReport, useProgressReports } from './api/progress-reports';
export {
  currentQuarter,
  EMPTY_TASK,
  progressTotals,
  reportDateText,
  type TaskRow,
  unitOf,
} from './progress-form';
