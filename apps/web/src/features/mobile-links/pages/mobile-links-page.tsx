import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /mobilelinks (owner-manager). Placeholder until this area is built. */
export default function MobileLinksPage() {
  return <ComingSoonPage area="mobileLinks" />;
}
