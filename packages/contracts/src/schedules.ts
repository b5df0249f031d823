import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { id, idOrZero, text } from './primitives';

/**
 * Schedule entry (spec part 2 section 3; DECISIONS.md "Schedules"): dates are `YYYY-MM-DD`,
 * `completion_percentage` an integer 0-100, `parent_id` null for a root. `automatical` entries are
 * written by the server: the top-level `project-statuses` entry of each project and, under it, one
 * entry per status change (description = the status slug, or its name when it has none).
 * Answers carry `level` (the depth in the tree as it is now: an entry whose parent is gone is a
 * root at 0), `children` (the ids of its child entries, in order) and `can`.
 */
export const schedule = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  description: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  estimate_start_at: z.string().nullable(),
  estimate_end_at: z.string().nullable(),
  completion_percentage: z.number().int().min(0).max(100),
  parent_id: z.number().int().nullable(),
  level: z.number().int(),
  automatical: z.boolean(),
});

/** A schedule entry as the schedules calls answer it. Automatic entries are never editable or deletable. */
export const scheduleEntry = schedule.extend({
  children: z.array(z.number().int()),
  can: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type ScheduleEntry = z.infer<typeof scheduleEntry>;
export type Schedule = z.infer<typeof schedule>;

/** Description of a project's top-level automatic entry, the parent of its status changes. */
export const STATUS_SCHEDULE_DESCRIPTION = 'project-statuses';

/**
 * Validation messages of the schedule form, each tied to its catalogue code (spec part 2 §8):
 * `required` 35, `start-after-end` 34, `completion-range` 37, `completion-number` 38.
 */
export const SCHEDULE_ISSUES = {
  required: 35,
  'start-after-end': 34,
  'completion-range': 37,
  'completion-number': 38,
} as const;
export type ScheduleIssue = keyof typeof SCHEDULE_ISSUES;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date `YYYY-MM-DD` from year 1 (PostgreSQL's `date` holds it). */
export function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(2000, mo - 1, d));
  date.setUTCFullYear(y);
  return y >= 1 && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A payload date: `YYYY-MM-DD`, or empty / null for none. */
const scheduleDate = text(32)
  .nullable()
  .optional()
  .transform((v, ctx) => {
    const value = v?.trim();
    if (!value) return null;
    if (!isCalendarDate(value)) {
      ctx.addIssue({ code: 'custom', message: 'invalid-date' });
      return z.NEVER;
    }
    return value;
  });

const DECIMAL = /^-?\d{1,16}(\.\d{1,16})?$/;

/**
 * The completion: an integer 0-100 (DECISIONS.md "Schedules"), as a number or as decimal text
 * (form fields). Not a number, or not whole: 38; outside 0-100: 37. Empty or null: 0.
 */
export function completionIssue(value: number | string | null | undefined): ScheduleIssue | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : DECIMAL.test(value.trim()) ? Number(value) : Number.NaN;
  if (!Number.isFinite(n) || !Number.isInteger(n)) return 'completion-number';
  return n < 0 || n > 100 ? 'completion-range' : null;
}

const completion = z
  .union([z.number(), text(32)])
  .nullable()
  .optional()
  .transform((v, ctx) => {
    const issue = completionIssue(v);
    if (issue) {
      ctx.addIssue({ code: 'custom', message: issue });
      return z.NEVER;
    }
    return v === null || v === undefined || v === '' ? 0 : Number(v);
  });

/** False only when both dates are valid and the first is after the second (equal is allowed). */
function datesInOrder(values: Record<string, unknown>, start: string, end: string): boolean {
  const from = values[start];
  const to = values[end];
  return !(
    typeof from === 'string' &&
    typeof to === 'string' &&
    isCalendarDate(from) &&
    isCalendarDate(to) &&
    from > to
  );
}

const ordered = (end: 'end_at' | 'estimate_end_at') => ({
  message: 'start-after-end',
  path: [end],
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
});

/**
 * POST projects/{id}/schedules and PUT .../{scheduleId}: description, start_at and end_at required
 * (35); start not after end and estimate start not after estimate end (34, equal is allowed);
 * completion as above. `parent_id` 0 or null: a root. `automatical` is accepted and ignored: only the
 * server writes automatic entries.
 */
export const saveScheduleRequest = z
  .object({
    description: text(1000).nullable().optional(),
    start_at: scheduleDate,
    end_at: scheduleDate,
    estimate_start_at: scheduleDate,
    estimate_end_at: scheduleDate,
    completion,
    parent_id: idOrZero()
      .nullable()
      .optional()
      .transform((v) => v || null),
    automatical: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
  })
  // The order of the dates is told even when another field is wrong (a completion of 101), so a
  // form shows every problem at once: `when` runs these checks despite the other fields' issues.
  .refine((v) => datesInOrder(v, 'start_at', 'end_at'), ordered('end_at'))
  .refine((v) => datesInOrder(v, 'estimate_start_at', 'estimate_end_at'), ordered('estimate_end_at'))
  .transform((v, ctx) => {
    const description = v.description?.trim() ?? '';
    const required = ['description', 'start_at', 'end_at'] as const;
    const values = { description, start_at: v.start_at, end_at: v.end_at };
    for (const field of required) {
      if (!values[field]) ctx.addIssue({ code: 'custom', message: 'required', path: [field] });
    }
    return {
      description,
      start_at: v.start_at ?? '',
      end_at: v.end_at ?? '',
      estimate_start_at: v.estimate_start_at,
      estimate_end_at: v.estimate_end_at,
      completion: v.completion,
      parent_id: v.parent_id,
    };
  });
export type SaveScheduleInput = z.output<typeof saveScheduleRequest>;

export const scheduleParams = z.object({ id: id(), scheduleId: id() });

export const scheduleResponse = dataEnvelope(scheduleEntry);
/**
 * The entries in tree order (each root, then its children depth first), with `can.create`. Users
 * without schedules_view get the top level only.
 */
export const scheduleListResponse = dataEnvelope(z.array(scheduleEntry)).extend({
  can: z.object({ create: z.boolean(), viewAllLevels: z.boolean() }),
});
