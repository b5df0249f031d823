import { z } from 'zod';

/**
 * Schedule entry (spec part 2 section 3; DECISIONS.md "Schedules"): dates are `YYYY-MM-DD`,
 * `completion_percentage` an integer 0-100, `parent_id` null for a root. `automatical` entries are
 * written by the server: the top-level `project-statuses` entry of each project and, under it, one
 * entry per status change (description = the status slug, or its name when it has none).
 * The schedules screens and calls come with the schedules issue.
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
export type Schedule = z.infer<typeof schedule>;

/** Description of a project's top-level automatic entry, the parent of its status changes. */
export const STATUS_SCHEDULE_DESCRIPTION = 'project-statuses';
