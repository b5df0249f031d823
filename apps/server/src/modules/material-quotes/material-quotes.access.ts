import { isPublishedQuote } from '@portal/contracts';
import type { AccessSource } from '../../platform/access/access';
import type { MaterialQuoteSubject } from '../../platform/access/policies/material-quotes.policy';
import { projectViewer } from '../../platform/access/viewers';
import { notFound } from '../../platform/http/app-error';
import { findQuotesIn, type QuoteRow } from './material-quotes.repo';

export const quoteSubject = (row: QuoteRow): MaterialQuoteSubject => ({
  kind: 'materialQuote',
  apartmentId: row.quote.apartmentId,
  condominiumId: row.condominiumId,
  projectVisible: row.projectVisible,
  published: isPublishedQuote(row.quote.status),
});

/**
 * Quotes for the gate, optionally within a project or an apartment (a path that names both): a
 * quote elsewhere is the same 404 as a missing one, whoever asks.
 */
export const quoteAccess: AccessSource<MaterialQuoteSubject, QuoteRow, { projectId?: number; apartmentId?: number }> = {
  notFound: () => notFound('Quote not found.'),
  async find(db, user, ids, { within, lock }) {
    const rows = await findQuotesIn(db, projectViewer(user), ids, lock);
    return rows
      .filter(
        (row) =>
          (within?.projectId === undefined || row.quote.projectId === within.projectId) &&
          (within?.apartmentId === undefined || row.quote.apartmentId === within.apartmentId),
      )
      .map((row) => ({ id: row.quote.id, subject: quoteSubject(row), removed: false, row }));
  },
};
