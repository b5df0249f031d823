import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /summaryviews (owner-manager). Placeholder until this area is built. */
export default function SummaryViewsPage() {
  return <ComingSoonPage area="summaryViews" />;
}
