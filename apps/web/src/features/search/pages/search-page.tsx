import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /search?q=…&type=…, reached from the top-bar search. Placeholder until search is built. */
export default function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = params.get('q')?.trim();
  return <ComingSoonPage area="search" subtitle={query ? t('search.resultsFor', { query }) : undefined} />;
}
