import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /summaryview/{id}/{view}. Placeholder until this area is built. */
export default function SummaryViewPage() {
  return <ComingSoonPage area="summaryView" />;
}
