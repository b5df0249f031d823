import { z } from 'zod';
import { document, projectDocumentsCan } from './documents';
import { dataEnvelope } from './envelope';
import { id, name } from './primitives';

/**
 * Summary views (spec part 2 "Summary views", section 3 "Summary view"; DECISIONS.md "Summary
 * views"): a name and a default folder that stands for every project folder copied from it, shared
 * with companies whose users then see those folders' documents.
 */

export const summaryViewCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  /** owner, client or subcontractor. */
  type: z.string(),
});
export type SummaryViewCompany = z.infer<typeof summaryViewCompany>;

export const summaryView = z.object({
  id: z.number().int(),
  name: z.string(),
  defaultfolder_id: z.number().int(),
  /** The default folder's name (the list's "folder" column). */
  defaultfolder_name: z.string(),
  /** The companies it is shared with; outside the owner side only the caller's own companies. */
  companies: z.array(summaryViewCompany),
  can: z.object({
    /** Delete, attach and detach companies: owner-managers. */
    manage: z.boolean(),
    /** Set a document's state keyword in the view. */
    setState: z.boolean(),
  }),
});
export type SummaryView = z.infer<typeof summaryView>;

/** POST summaryviews. An empty name is refused (422); the web asks first (spec part 2 §5). */
export const createSummaryViewRequest = z.object({
  name: name(),
  defaultfolder_id: id(),
});
export type CreateSummaryViewInput = z.output<typeof createSummaryViewRequest>;

export const summaryViewResponse = dataEnvelope(summaryView);
export const summaryViewListResponse = z.object({
  data: z.array(summaryView),
  /** May create views (owner-managers). */
  can: z.object({ create: z.boolean() }),
});

/**
 * A document in a view: the project's document answer plus the view's columns. `can` is all false:
 * the view is read-only apart from the state keyword (`summaryView.can.setState`).
 */
export const summaryViewDocument = document.extend({
  project_code: z.string().nullable(),
  project_name: z.string(),
  /** The subcontractor companies attached to the document's project (the subcontractor filter). */
  summary_companies: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type SummaryViewDocument = z.infer<typeof summaryViewDocument>;

export const summaryViewDocumentListResponse = z.object({
  data: z.array(summaryViewDocument),
  /** The panel's buttons: all false in a view (nothing is added, moved or deleted there). */
  can: projectDocumentsCan,
});
export type SummaryViewDocumentList = z.infer<typeof summaryViewDocumentListResponse>;

export const summaryViewCompanyParams = z.object({ id: id(), companyId: id() });
export const summaryViewDocumentParams = z.object({ id: id(), documentId: id() });

/** POST summaryviews/{id}/documents/{documentId}/status: any state keyword (field 4). */
export const setSummaryViewDocumentStateRequest = z.object({ keyword_id: id() });
