import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /companies: companies.manage and owner-manager. Placeholder until this area is built. */
export default function CompaniesPage() {
  return <ComingSoonPage area="companies" />;
}
