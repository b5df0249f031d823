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
  SCHEDULE_MESSAGES,
  type ScheduleValues,
  scheduleBody,
  scheduleInput,
  scheduleValues,
} from './schedule-form';
export { scheduleLabel } from './schedule-label';
