import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /condominium/{condominiumId}/apartments/{apartmentId}. Placeholder until this area is built. */
export default function ApartmentPage() {
  return <ComingSoonPage area="apartment" />;
}
