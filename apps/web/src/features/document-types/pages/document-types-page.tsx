import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /document-types (owner-manager). Placeholder until this area is built. */
export default function DocumentTypesPage() {
  return <ComingSoonPage area="documentTypes" />;
}
