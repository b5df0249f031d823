import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { id, text } from './primitives';
import { isCalendarDate } from './schedules';

/** The spec's progress tasks and their units (spec part 2 section 3). */
export const PROGRESS_TASKS = {
  cabletrenchdig: 'm',
  laidcable: 'm',
  cablecoverinstalled: 'm',
  eleccabinetinstalled: 'kpl',
  transinstalled: 'kpl',
  wedtileinstalled: 'kpl',
  polesinstalled: 'kpl',
  directdrilling: 'kpl',
  asphaltinstalled: 'm2',
  usedpetrol: 'l',
} as const;
export type ProgressTaskSlug = keyof typeof PROGRESS_TASKS;
export const PROGRESS_TASK_SLUGS = Object.keys(PROGRESS_TASKS) as ProgressTaskSlug[];
export const PROGRESS_UNITS = ['m', 'kpl', 'm2', 'l'] as const;

/** One number of a report: the task, its unit and the amount. */
export const progressNumber = z.object({
  slug: z.string(),
  unit: z.string(),
  value: z.number().int(),
});
export type ProgressNumber = z.infer<typeof progressNumber>;

/**
 * A progress report (spec part 2 section 3): `date` as `DD.MM.YYYY HH:mm` (the wall time it was
 * reported for), who sent it and for which company, its numbers, and `can.delete`.
 */
export const progressReport = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  date: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  numbers: z.array(progressNumber),
  can: z.object({ delete: z.boolean() }),
});
export type ProgressReport = z.infer<typeof progressReport>;

const REPORT_DATE = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/;

/** `DD.MM.YYYY HH:mm` as the wall time `YYYY-MM-DD HH:mm`, or null when it is no real date and time. */
export function parseReportDate(value: string): string | null {
  const m = REPORT_DATE.exec(value.trim());
  if (!m) return null;
  const [d, mo, y, h, mi] = m.slice(1).map(Number);
  const date = new Date(Date.UTC(2000, mo - 1, d, h, mi));
  date.setUTCFullYear(y);
  const real = y >= 1 && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60;
  return real ? `${m[3]}-${m[2]}-${m[1]} ${m[4]}:${m[5]}` : null;
}

/** Whole amounts up to PostgreSQL's `integer`; the spec's amount is "a free-text integer". */
const AMOUNT = /^-?\d{1,9}$/;

/** A task as sent: every field required (the form asks to fill all of them otherwise). */
const taskInput = z
  .object({
    slug: z.enum(PROGRESS_TASK_SLUGS as [ProgressTaskSlug, ...ProgressTaskSlug[]], { message: 'required' }),
    unit: z.enum(PROGRESS_UNITS, { message: 'required' }),
    value: z.union([z.number().int().min(-999_999_999).max(999_999_999), text(16).trim().regex(AMOUNT)], {
      message: 'required',
    }),
  })
  .transform((v) => ({ slug: v.slug, unit: v.unit, value: Number(v.value) }));

/** `numbers` as the spec's client sends it (a JSON string), or as the array itself. */
const numbersInput = z
  .union([text(100_000), z.array(z.unknown()).max(100)])
  .transform((v, ctx) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'invalid-json' });
      return z.NEVER;
    }
  })
  .pipe(z.array(taskInput).min(1, { message: 'required' }).max(100));

/**
 * POST projects/{id}/progressnumber-submissions: `date` `DD.MM.YYYY HH:mm` and at least one task,
 * each with slug, unit and amount (a whole number).
 */
export const createProgressReportRequest = z.object({
  date: text(32).transform((v, ctx) => {
    const wall = parseReportDate(v);
    if (!wall) {
      ctx.addIssue({ code: 'custom', message: 'invalid-date' });
      return z.NEVER;
    }
    return wall;
  }),
  numbers: numbersInput,
});
export type CreateProgressReportInput = z.output<typeof createProgressReportRequest>;

const day = text(10).refine(isCalendarDate, { message: 'invalid-date' });

/** The list's filter: reports from `start` (a day, `YYYY-MM-DD`) to `end` (that whole day included). */
export const progressReportQuery = z.object({
  start: day.optional(),
  end: day.optional(),
});

export const progressReportParams = z.object({ id: id(), submissionId: id() });

export const progressReportResponse = dataEnvelope(progressReport);
export const progressReportListResponse = dataEnvelope(z.array(progressReport)).extend({
  can: z.object({ create: z.boolean() }),
});
