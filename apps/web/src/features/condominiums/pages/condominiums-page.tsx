import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /condominiums: the list of condominiums. Placeholder until this area is built. */
export default function CondominiumsPage() {
  return <ComingSoonPage area="condominiums" />;
}
