import { SummaryViewDocuments } from '../../features/document-panel';
import { SummaryViewScreen } from '../../features/summary-views';

/**
 * /summaryview/{id}/{view}: the summary view screen with the document panel composed in, given the
 * view's documents as its source (ARCHITECTURE.md: one panel, two data sources).
 */
export default function SummaryViewPage() {
  return <SummaryViewScreen renderDocuments={(view) => <SummaryViewDocuments summaryView={view} />} />;
}
