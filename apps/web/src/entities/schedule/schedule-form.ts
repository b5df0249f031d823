import { SCHEDULE_ISSUES, type ScheduleEntry } from '@portal/contracts';
import type { FieldMessages } from '../../lib/zod-form';

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

/**
 * How the schedule form words its problems: the schema's codes stand for catalogue errors
 * (DECISIONS.md "Schedules"), so a field says `error.34` whether the browser or the server found it.
 */
export const SCHEDULE_MESSAGES: FieldMessages = {
  required: `error.${SCHEDULE_ISSUES.required}`,
  codes: Object.fromEntries(Object.entries(SCHEDULE_ISSUES).map(([issue, code]) => [issue, `error.${code}`])),
};

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

/** What the schema checks: the body, with the completion as typed (so "abc" is "not a number", 38). */
export const scheduleInput = (values: ScheduleValues) => ({ ...scheduleBody(values), completion: values.completion });

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
