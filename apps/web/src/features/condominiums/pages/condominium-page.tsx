import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /condominium/{id}. Placeholder until this area is built. */
export default function CondominiumPage() {
  return <ComingSoonPage area="condominium" />;
}
