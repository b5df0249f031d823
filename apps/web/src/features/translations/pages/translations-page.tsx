import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /translations: interface texts (owner or Super). Placeholder until this area is built. */
export default function TranslationsPage() {
  return <ComingSoonPage area="translations" />;
}
