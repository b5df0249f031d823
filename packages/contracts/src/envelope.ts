import { z } from 'zod';
import { id, int } from './primitives';

/** Success bodies are `{ data }` (ARCHITECTURE.md "The API"). */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const paginationMeta = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationMeta>;

/** Lists answer `{ data: [...], meta }`. */
export const listEnvelope = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: paginationMeta });

/** `per_page=9999` is the spec's "bulk" size. */
export const BULK_PER_PAGE = 9999;

export const paginationQuery = z.object({
  page: int(1).default(1),
  per_page: int(1, BULK_PER_PAGE).default(BULK_PER_PAGE),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

export const errorBody = z.object({
  errors: z.object({
    code: z.union([z.number(), z.string()]),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
  errorCode: z.union([z.number(), z.string()]),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Calls the spec's client reads as "body code is 200" (files-zip, CSV import). */
export const codeEnvelope = <T extends z.ZodType>(data: T) => z.object({ data, code: z.literal(200) });

export const idParam = z.object({ id: id() });
export const okResult = dataEnvelope(z.object({ ok: z.literal(true) }));
