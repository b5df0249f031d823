import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /summarycompanies (owner-manager). Placeholder until this area is built. */
export default function SummaryCompaniesPage() {
  return <ComingSoonPage area="summaryCompanies" />;
}
