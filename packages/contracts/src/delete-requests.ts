import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { id, text } from './primitives';

/** Longest reason a requester may give. */
export const DELETE_REASON_MAX_LENGTH = 1000;

/**
 * A request to delete a document, from a user who sees it but may not delete it (spec part 1
 * "Delete-requests modal", part 2 §4). Open requests only: accepted ones are flagged is_deleted
 * and never shown, rejected ones are deleted.
 */
export const deleteRequest = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  project: z.object({ id: z.number().int(), name: z.string() }),
  document: z.object({
    id: z.number().int(),
    project_id: z.number().int(),
    name: z.string(),
    /** Base 32, as the panel shows it. */
    counter: z.string(),
    /** The first file's download path under /api/v1 with its revision (`?v=`), or null. */
    url: z.string().nullable(),
    /** The small thumbnail's path under /api/v1 with the file's revision (`?v=`; add `&size=`), or null for a file without one. */
    thumb: z.string().nullable(),
    /** The first file's type: the examine view shows a picture, or a PDF's first page, from the thumbnail. */
    mime: z.string().nullable(),
  }),
  /** Why the requester asks, or null when they gave no reason. */
  reason: z.string().nullable(),
  /** Whether the request has been accepted (spec part 2 §3); lists hold open ones only, so false there. */
  is_deleted: z.boolean(),
  /** null when the asking user has been removed. */
  created_by: z.object({ name: z.string(), email: z.string() }).nullable(),
  created_at: z.string(),
  can: z.object({ accept: z.boolean(), reject: z.boolean() }),
});
export type DeleteRequest = z.infer<typeof deleteRequest>;

/**
 * POST document-delete-requests. `reason` is optional (blank counts as none); a document with an
 * open request keeps that request, and its reason, whoever asks again.
 */
export const createDeleteRequestRequest = z.object({
  document_id: id(),
  reason: text(DELETE_REASON_MAX_LENGTH).trim().nullable().optional(),
});
export type CreateDeleteRequestInput = z.output<typeof createDeleteRequestRequest>;

export const acceptDeleteRequestsRequest = z.object({ ids: z.array(id()).max(10_000) });
export type AcceptDeleteRequestsInput = z.output<typeof acceptDeleteRequestsRequest>;

export const deleteRequestResponse = dataEnvelope(deleteRequest);
export const deleteRequestListResponse = dataEnvelope(z.array(deleteRequest));
export const deleteRequestIdsResponse = dataEnvelope(z.object({ ids: z.array(z.number().int()) }));
