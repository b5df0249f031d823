import { z } from 'zod';
import { STAIRWELL_MAX_LENGTH } from './apartments';
import { dataEnvelope, listEnvelope, paginationQuery } from './envelope';
import { apartmentNumber, id, text } from './primitives';
import { parseWallTime, wallTimeToInstant } from './zoned-time';

/*
 * Selection, form and quote deadlines (spec part 3 §5, §7, §9; DECISIONS.md "Condominiums and
 * materials"). A deadline is an instant; people write and read it as the wall clock of the
 * installation's time zone, so an answer carries both.
 */

/** An ISO instant that names its offset: `2027-03-31T20:59:00Z`, `2027-03-31T23:59+03:00`. */
const ISO_INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)(?:\.\d{1,3})?(Z|[+-](\d{2}):(\d{2}))$/;

/** The instant of an ISO text with an offset, or null (no offset, no such day, offset beyond ±14 h). */
function isoInstant(value: string): Date | null {
  const match = ISO_INSTANT.exec(value);
  if (!match) return null;
  // The date and time part must be a real one (no 30 February, no 24:00).
  if (!parseWallTime(`${match[1]} ${match[2]}`)) return null;
  if (match[4] !== undefined && (Number(match[4]) > 14 || Number(match[5]) > 59)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * A deadline as typed or sent: the wall-clock text `YYYY-MM-DD HH:mm[:ss]` of the installation's
 * time zone (the spec's `2022-01-01 00:00:00`), or an ISO instant with its offset. Null when it is
 * neither (a 30 February, a missing offset on an ISO text, a date out of the years 1000–9999).
 */
export function deadlineInstant(value: string, timeZone: string): Date | null {
  const instant = ISO_INSTANT.test(value) ? isoInstant(value) : wallTimeToInstant(value, timeZone);
  if (!instant) return null;
  const year = instant.getUTCFullYear();
  return year >= 1000 && year <= 9999 ? instant : null;
}

/** Whether a deadline text is readable in some zone (the zone only shifts it by hours). */
export function isDeadlineText(value: string): boolean {
  return deadlineInstant(value, 'UTC') !== null;
}

/** `deadline_at` in a body: see `deadlineInstant`; anything else is 422 `invalid-deadline`. */
export const deadlineAt = () => text(40).refine(isDeadlineText, { message: 'invalid-deadline' });

/** Which rows of `materialdeadlines` a deadline applies to (DECISIONS.md lookup order). */
export const DEADLINE_LEVELS = ['apartment', 'stairwell', 'project'] as const;
export type DeadlineLevel = (typeof DEADLINE_LEVELS)[number];

/** The instant and its wall-clock text in the installation's zone (`YYYY-MM-DD HH:mm:ss`). */
const deadlineTimes = {
  deadline_at: z.string(),
  deadline_local: z.string(),
};

/** A project's selection deadline: project-wide, a stairwell's, or one apartment's. */
export const materialDeadline = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  stairwell: z.string().nullable(),
  apartment_number: z.string().nullable(),
  level: z.enum(DEADLINE_LEVELS),
  ...deadlineTimes,
  /** Whether it has passed by the server's clock (the client's may be wrong). */
  passed: z.boolean(),
  can: z.object({ delete: z.boolean() }),
});
export type MaterialDeadline = z.infer<typeof materialDeadline>;

/**
 * POST projects/{id}/materialdeadlines. Stairwell empty or left out with an apartment number is
 * 422 on `stairwell` (`required`): an apartment is named by both.
 */
export const createMaterialDeadlineRequest = z
  .object({
    deadline_at: deadlineAt(),
    stairwell: z
      .union([text(STAIRWELL_MAX_LENGTH), z.null()])
      .optional()
      .transform((value) => (value?.trim() ? value.trim() : null)),
    apartment_number: apartmentNumber()
      .optional()
      .transform((value) => value ?? null),
  })
  .superRefine((value, ctx) => {
    if (value.apartment_number !== null && value.stairwell === null) {
      ctx.addIssue({ code: 'custom', path: ['stairwell'], message: 'required' });
    }
  });
export type CreateMaterialDeadlineInput = z.output<typeof createMaterialDeadlineRequest>;

/** A form's own deadline (`materialFormDeadlines`), one per form. */
export const materialFormDeadline = z.object({
  id: z.number().int(),
  material_form_id: z.number().int(),
  material_form_name: z.string(),
  project_id: z.number().int(),
  ...deadlineTimes,
  can: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type MaterialFormDeadline = z.infer<typeof materialFormDeadline>;

export const createMaterialFormDeadlineRequest = z.object({ material_form_id: id(), deadline_at: deadlineAt() });
export type CreateMaterialFormDeadlineInput = z.output<typeof createMaterialFormDeadlineRequest>;

export const updateDeadlineRequest = z.object({ deadline_at: deadlineAt() });
export type UpdateDeadlineInput = z.output<typeof updateDeadlineRequest>;

/** GET materialFormDeadlines: one form's, or every form's the caller sees. */
export const materialFormDeadlinesQuery = paginationQuery.extend({ material_form_id: id().optional() });

/** A quote's deadline (`quoteDeadlines`): kept on the quote, so its id is the quote's. */
export const quoteDeadline = z.object({
  id: z.number().int(),
  material_quote_id: z.number().int(),
  project_id: z.number().int(),
  ...deadlineTimes,
  can: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type QuoteDeadline = z.infer<typeof quoteDeadline>;

export const createQuoteDeadlineRequest = z.object({ material_quote_id: id(), deadline_at: deadlineAt() });
export type CreateQuoteDeadlineInput = z.output<typeof createQuoteDeadlineRequest>;

export const projectDeadlineParams = z.object({ id: id(), deadlineId: id() });

export const materialDeadlineResponse = dataEnvelope(materialDeadline);
/** The project's deadlines, most specific last within a stairwell; `can.create` for the form. */
export const materialDeadlineListResponse = listEnvelope(materialDeadline).extend({
  can: z.object({ create: z.boolean() }),
});
export const materialFormDeadlineResponse = dataEnvelope(materialFormDeadline);
export const materialFormDeadlineListResponse = listEnvelope(materialFormDeadline);
export const quoteDeadlineResponse = dataEnvelope(quoteDeadline);
