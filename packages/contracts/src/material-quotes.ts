import { z } from 'zod';
import { dataEnvelope, listEnvelope } from './envelope';
import type { QuoteStepAction } from './material-quote-lifecycle';
import { id, name, price, text } from './primitives';
import { parseWallTime } from './zoned-time';

/*
 * Material quotes and room cards (spec part 3 §3, §4, §7; DECISIONS.md "Condominiums and
 * materials"): staff quote extras to an apartment, its owner approves or sends corrections, and a
 * quote carries comments, additional rows, photos and one room card.
 */

/** Stored statuses; `unsaved` exists only on the client, before the first create. */
export const QUOTE_STATUSES = ['created', 'sent', 'corrections', 'approved'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const quoteStatus = z.enum(QUOTE_STATUSES);

/** An area in m2: the price rule (0…1,000,000, 2 decimals) fits the numeric(10,2) column as well. */
export const quoteArea = price;

/** The longest row description or comment. */
export const QUOTE_TEXT_MAX_LENGTH = 2000;
/** The most rows a quote holds. */
export const QUOTE_ROWS_MAX = 200;
/** Room cards: PDF or an image (by content), at most 20 MB (DECISIONS.md limits). */
export const ROOM_CARD_MAX_BYTES = 20 * 1024 * 1024;
export const ROOM_CARD_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/gif'] as const;
/** The multipart file part of a room card and of quote photos. */
export const ROOM_CARD_FILE_PART = 'file';
export const QUOTE_PHOTO_FILE_PART = 'photos';

/**
 * A wall time of the installation's time zone, `YYYY-MM-DD HH:mm[:ss]` (the spec's deadline text,
 * "2022-01-01 00:00:00"), or null to clear. The server reads it in its TIME_ZONE.
 */
export const quoteDeadlineText = () =>
  z
    .string()
    .max(32)
    .refine((value) => parseWallTime(value) !== null, 'invalid-date');

export const quoteRowInput = z.object({
  description: text(QUOTE_TEXT_MAX_LENGTH).trim().min(1),
  price: price(),
  area: quoteArea().nullable().optional(),
});
export type QuoteRowInput = z.output<typeof quoteRowInput>;

export const quoteRow = z.object({
  id: z.number().int(),
  description: z.string(),
  price: z.number(),
  area: z.number().nullable(),
});
export type QuoteRow = z.infer<typeof quoteRow>;

export const roomCard = z.object({
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  uploaded_at: z.string(),
  approved_at: z.string().nullable(),
});
export type RoomCard = z.infer<typeof roomCard>;

/**
 * The lifecycle's steps the caller may take now (material-quote-lifecycle.ts): the policy grants the
 * step's actor and the table has the step from the quote's status. Deadlines are not counted in.
 */
const quoteStepAbilities = {
  /** Save name, rows and additional rows. */
  edit: z.boolean(),
  publish: z.boolean(),
  approve: z.boolean(),
  send_corrections: z.boolean(),
  /** Upload, replace or delete the room card, until the owner has approved it. */
  change_room_card: z.boolean(),
  /** A card not yet approved. */
  approve_room_card: z.boolean(),
} satisfies Record<QuoteStepAction, z.ZodBoolean>;

/** What the caller may do with a quote (the web shows actions from it). */
export const quoteAbilities = z.object({
  /** Staff: the quote's photos, the room-card deadline, and the steps `manage` takes. */
  manage: z.boolean(),
  /** The apartment's owner: mark read, and the steps `answer` takes. */
  answer: z.boolean(),
  /** Staff and the owner. */
  comment: z.boolean(),
  ...quoteStepAbilities,
});

export const materialQuote = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  apartment_id: z.number().int(),
  stairwell: z.string(),
  apartment_number: z.string().nullable(),
  name: z.string(),
  status: quoteStatus,
  rows: z.array(quoteRow),
  /** Sum of the rows, each price times its area when one is set; summed in cents. */
  total: z.number(),
  deadline_at: z.string().nullable(),
  room_card_deadline_at: z.string().nullable(),
  read_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  created_at: z.string(),
  room_card: roomCard.nullable(),
  can: quoteAbilities,
});
export type MaterialQuote = z.infer<typeof materialQuote>;

export const createQuoteRequest = z.object({
  apartment_id: id(),
  name: name(),
  rows: z.array(quoteRowInput).max(QUOTE_ROWS_MAX).optional(),
});
export type CreateQuoteInput = z.output<typeof createQuoteRequest>;

/** PUT: name always; status only to the one it has (PUT never moves a quote: 409); rows replace all. */
export const updateQuoteRequest = z.object({
  name: name(),
  status: quoteStatus.optional(),
  rows: z.array(quoteRowInput).max(QUOTE_ROWS_MAX).optional(),
});
export type UpdateQuoteInput = z.output<typeof updateQuoteRequest>;

export const sendCorrectionsRequest = z.object({ comment: text(QUOTE_TEXT_MAX_LENGTH).trim().min(1) });
export const roomCardDeadlineRequest = z.object({ deadline_at: quoteDeadlineText().nullable() });

export const quoteComment = z.object({
  id: z.number().int(),
  material_quote_row_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  comment: z.string(),
  created_at: z.string(),
});
export type QuoteComment = z.infer<typeof quoteComment>;
export const addQuoteCommentRequest = z.object({ comment: text(QUOTE_TEXT_MAX_LENGTH).trim().min(1) });
export const addRowCommentRequest = addQuoteCommentRequest.extend({ row_id: id() });

export const additionalRow = z.object({
  id: z.number().int(),
  material_quote_id: z.number().int(),
  additional_product_id: z.number().int().nullable(),
  description: z.string(),
  price: z.number(),
  area: z.number().nullable(),
});
export type AdditionalRow = z.infer<typeof additionalRow>;
export const additionalRowRequest = quoteRowInput.extend({ additional_product_id: id().nullable().optional() });
export type AdditionalRowInput = z.output<typeof additionalRowRequest>;

export const quotePhoto = z.object({
  id: z.number().int(),
  file_name: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  created_at: z.string(),
});
export type QuotePhoto = z.infer<typeof quotePhoto>;

/** The apartment's chosen options, as `materialquotes/{id}/selections` shows them beside the quote. */
export const quoteSelection = z.object({
  id: z.number().int(),
  material_form_select_id: z.number().int(),
  material_form_option_id: z.number().int(),
  select_name: z.string(),
  area: z.number(),
  name: z.string(),
  price: z.number(),
});
export type QuoteSelection = z.infer<typeof quoteSelection>;

export const projectQuoteParams = z.object({ id: id(), quoteId: id() });
export const apartmentQuoteParams = z.object({ apartmentId: id(), quoteId: id() });
export const quotePhotoParams = projectQuoteParams.extend({ photoId: id() });
export const additionalRowParams = z.object({ id: id(), rowId: id() });

export const quoteResponse = dataEnvelope(materialQuote);
export const quoteListResponse = dataEnvelope(z.array(materialQuote));
export const projectQuoteListResponse = listEnvelope(materialQuote).extend({
  can: z.object({ create: z.boolean() }),
});
export const quoteRowsResponse = dataEnvelope(z.array(quoteRow));
export const quoteSelectionsResponse = dataEnvelope(z.array(quoteSelection));
export const quoteCommentResponse = dataEnvelope(quoteComment);
export const quoteCommentListResponse = dataEnvelope(z.array(quoteComment));
export const additionalRowResponse = dataEnvelope(additionalRow);
export const additionalRowListResponse = dataEnvelope(z.array(additionalRow));
export const quotePhotoListResponse = dataEnvelope(z.array(quotePhoto));
