export {
  useCreateSchedule,
  useDeleteSchedule,
  useProjectSchedules,
  useUpdateSchedule,
} from './api/schedules';
export { GANTT_PADDING_DAYS } from './gantt-range';
export {
  EMPTY_SCHEDULE,
  parentCandidates,
  type ScheduleErrors,
  type ScheduleValues,
  scheduleBody,
  scheduleErrors,
  scheduleValues,
} from './schedule-form';
export { scheduleLabel } from './schedule-label';
