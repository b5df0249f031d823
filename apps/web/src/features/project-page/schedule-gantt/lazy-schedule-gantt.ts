import { lazy } from 'react';

/** The chart and its library load only when the schedules tab shows it. */
export const LazyScheduleGantt = lazy(() => import('./schedule-gantt'));
