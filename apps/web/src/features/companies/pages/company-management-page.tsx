import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /company-management/{id} (manager or Super). Placeholder until this area is built. */
export default function CompanyManagementPage() {
  return <ComingSoonPage area="companyManagement" />;
}
