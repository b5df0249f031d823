import type { QuoteStatus } from '@portal/contracts';

/** The client-only status of a quote not yet created, and the stored ones. */
export type QuoteStatusShown = QuoteStatus | 'unsaved';

/** The i18n key of a status label (spec part 3 §4: `quote-status-{status}`). */
export const quoteStatusKey = (status: QuoteStatusShown) => `materialQuotes.quote-status-${status}`;

export const QUOTE_STATUS_COLOR: Record<QuoteStatusShown, string> = {
  unsaved: 'gray',
  created: 'gray',
  sent: 'blue',
  corrections: 'orange',
  approved: 'green',
};
