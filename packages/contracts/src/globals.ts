import { z } from 'zod';
import { dataEnvelope } from './envelope';

/**
 * The globals (spec part 1 section 3): lists every signed-in page may read, fetched together and
 * refreshed every few minutes. Without a token they answer 401 with code `no-user`.
 */

export const GLOBAL_DESCRIPTION =
  'One of the globals: without a login 401 with code `no-user` (DECISIONS.md "Answers").';

/** A row of `userTypes` or `companyTypes`. */
export const namedItem = z.object({ id: z.number().int(), name: z.string() });
export type NamedItem = z.infer<typeof namedItem>;

/** A keyword of a keyword field (`allKeywords`, and inside each field of `fields`). */
export const keyword = z.object({
  id: z.number().int(),
  field_id: z.number().int(),
  text: z.string(),
  deactivated: z.boolean(),
});
export type Keyword = z.infer<typeof keyword>;

export const FIELD_TYPES = ['text', 'date', 'keywords'] as const;

/** A document field definition with its keywords; ids 2, 3, 4 are the built-in keyword fields. */
export const field = z.object({
  id: z.number().int(),
  key: z.string(),
  type: z.enum(FIELD_TYPES),
  is_automatic: z.boolean(),
  is_default: z.boolean(),
  order: z.number().int(),
  show_in_documents_table: z.boolean(),
  keywords: z.array(keyword),
});
export type Field = z.infer<typeof field>;

export const namedListResponse = dataEnvelope(z.array(namedItem));
export const fieldListResponse = dataEnvelope(z.array(field));
export const keywordListResponse = dataEnvelope(z.array(keyword));
