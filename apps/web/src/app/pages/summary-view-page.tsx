import { SummaryViewDocuments } from '../../features/document-panel/components/summary-view-documents';
import { SummaryViewScreen } from '../../features/summary-views/pages/summary-view-page';

/**
 * /summaryview/{id}/{view}: the summary view screen with the document panel composed in, given the
 * view's documents as its source (ARCHITECTURE.md: one panel, two data sources).
 */
export default function SummaryViewPage() {
  return <SummaryViewScreen renderDocuments={(view) => <SummaryViewDocuments summaryView={view} />} />;
}
