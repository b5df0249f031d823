import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { id, text } from './primitives';

/*
 * Product reports (spec part 3 §7 "productreport"; DECISIONS.md "Condominiums and materials"): the
 * HTML comes through the API with the bearer token (shown in a frame via `srcdoc`), or through a
 * short-lived signed `?token=` link for printing; the same rows as CSV for ordering.
 */

export const PRODUCT_REPORT_FORMATS = ['html', 'csv'] as const;
export type ProductReportFormat = (typeof PRODUCT_REPORT_FORMATS)[number];

/** How long a print link works. */
export const PRODUCT_REPORT_LINK_SECONDS = 300;

export const productReportQuery = z.object({
  format: z.enum(PRODUCT_REPORT_FORMATS).default('html'),
  /** A print link's signature, instead of the bearer token. */
  token: text(200).optional(),
  /** The report's language; the caller's own when left out. */
  lang: z.enum(['en', 'fi']).optional(),
});

export const productReportParams = z.object({ id: id(), formId: id() });

/** POST projects/{id}/productreport-links: one form's report, or (no form) the project's. */
export const productReportLinkRequest = z.object({
  material_form_id: id().nullable().optional(),
  format: z.enum(PRODUCT_REPORT_FORMATS).default('html'),
  lang: z.enum(['en', 'fi']).optional(),
});
export type ProductReportLinkInput = z.output<typeof productReportLinkRequest>;

export const productReportLink = z.object({
  /** The report's path under the API base with its `token`, e.g. `/api/v1/projects/4/productreport/7?token=…`. */
  url: z.string(),
  expires_at: z.string(),
});
export type ProductReportLink = z.infer<typeof productReportLink>;

export const productReportLinkResponse = dataEnvelope(productReportLink);
