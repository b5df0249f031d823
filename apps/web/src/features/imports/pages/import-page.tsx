import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /import: CSV import of projects. Placeholder until this area is built. */
export default function ImportPage() {
  return <ComingSoonPage area="import" />;
}
