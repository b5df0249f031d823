import { completionIssue, SCHEDULE_ISSUES, type ScheduleEntry } from '@portal/contracts';

/** The schedule form as typed: dates `YYYY-MM-DD` or empty, completion as text. */
export interface ScheduleValues {
  description: string;
  start_at: string;
  end_at: string;
  estimate_start_at: string;
  estimate_end_at: string;
  completion: string;
  parent_id: string;
}

export const EMPTY_SCHEDULE: ScheduleValues = {
  description: '',
  start_at: '',
  end_at: '',
  estimate_start_at: '',
  estimate_end_at: '',
  completion: '0',
  parent_id: '',
};

export function scheduleValues(entry: ScheduleEntry): ScheduleValues {
  return {
    description: entry.description,
    start_at: entry.start_at,
    end_at: entry.end_at,
    estimate_start_at: entry.estimate_start_at ?? '',
    estimate_end_at: entry.estimate_end_at ?? '',
    completion: String(entry.completion_percentage),
    parent_id: entry.parent_id ? String(entry.parent_id) : '',
  };
}

export type ScheduleErrors = Partial<Record<keyof ScheduleValues, number>>;

/**
 * The server's checks, before sending (DECISIONS.md "Schedules": the same rules on both ends): the
 * catalogue code per field. 35 description, start and end required; 34 start after end (equal is
 * allowed), also for the estimates; 38 completion not a whole number, 37 outside 0-100.
 */
export function scheduleErrors(values: ScheduleValues): ScheduleErrors {
  const errors: ScheduleErrors = {};
  for (const field of ['description', 'start_at', 'end_at'] as const) {
    if (!values[field].trim()) errors[field] = SCHEDULE_ISSUES.required;
  }
  if (values.start_at && values.end_at && values.start_at > values.end_at) {
    errors.end_at = SCHEDULE_ISSUES['start-after-end'];
  }
  if (values.estimate_start_at && values.estimate_end_at && values.estimate_start_at > values.estimate_end_at) {
    errors.estimate_end_at = SCHEDULE_ISSUES['start-after-end'];
  }
  const completion = completionIssue(values.completion.trim());
  if (completion) errors.completion = SCHEDULE_ISSUES[completion];
  return errors;
}

/** The body the calls take. */
export function scheduleBody(values: ScheduleValues) {
  return {
    description: values.description.trim(),
    start_at: values.start_at,
    end_at: values.end_at,
    estimate_start_at: values.estimate_start_at || null,
    estimate_end_at: values.estimate_end_at || null,
    completion: values.completion.trim() === '' ? 0 : Number(values.completion),
    parent_id: values.parent_id ? Number(values.parent_id) : null,
  };
}

/**
 * The entries a parent may be chosen from: every entry but the one edited and its descendants
 * (the list is in tree order, so the subtree follows the entry until the level falls back).
 */
export function parentCandidates(entries: readonly ScheduleEntry[], editedId: number | null): ScheduleEntry[] {
  if (editedId === null) return [...entries];
  const out: ScheduleEntry[] = [];
  let skipBelow: number | null = null;
  for (const entry of entries) {
    if (skipBelow !== null && entry.level > skipBelow) continue;
    skipBelow = null;
    if (entry.id === editedId) {
      skipBelow = entry.level;
      continue;
    }
    out.push(entry);
  }
  return out;
}
