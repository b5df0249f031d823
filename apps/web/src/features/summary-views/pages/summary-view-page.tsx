import { Alert, Anchor, Center, Loader } from '@mantine/core';
import type { SummaryView } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { TopTabs } from '../../../components/top-tabs';
import { useSummaryView } from '../../../entities/summary-view';
import { isApiError } from '../../../lib/api-error';
import { useErrorMessage } from '../../../lib/error-message';
import { decodeViewState, encodeViewState, readString } from '../../../lib/view-state';
import { SummaryViewCompaniesTab } from '../components/summary-view-companies-tab';

const TABS = ['base', 'companies'] as const;

interface SummaryViewScreenProps {
  /** The basic data tab: the document panel and map with the view's documents (composed in by the app). */
  renderDocuments: (view: SummaryView) => ReactNode;
}

/**
 * /summaryview/{id}/{view}: the basic data tab and the summary companies tab (spec part 2 "Summary
 * views"). The tab is kept in the URL's view state beside the panel's, and `#base` or
 * `#companies` (the sidebar's links) choose it on arrival.
 */
export function SummaryViewScreen({ renderDocuments }: SummaryViewScreenProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const params = useParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0 && id < 2 ** 31;
  const view = useSummaryView(valid ? id : 0);
  const state = decodeViewState(params.view);
  const fromHash = hash.replace('#', '');
  const requested = readString(state, 'tab', fromHash || 'base');
  const tabs = TABS.filter((tab) => tab === 'base' || view.data?.can.manage);
  const tab = (tabs as readonly string[]).includes(requested) ? requested : 'base';

  if (!valid || view.error) {
    const notFound = !valid || (isApiError(view.error) && [403, 404].includes(view.error.status));
    return (
      <Alert color={notFound ? 'gray' : 'red'} role="alert" title={t('summaryViews.notFound')}>
        {!notFound && errorMessage(view.error)}
        <Anchor component={Link} to="/summaryviews" size="sm" display="block" mt="sm">
          {t('summaryViews.title')}
        </Anchor>
      </Alert>
    );
  }
  if (!view.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  const data = view.data;
  const handleTab = (next: string) =>
    navigate(`/summaryview/${data.id}/${encodeViewState({ ...state, tab: next })}`, { replace: true });

  return (
    <PageFrame title={data.name} description={data.defaultfolder_name}>
      <TopTabs
        id="summary-view-tabs"
        label={t('summaryViews.title')}
        tabs={tabs.map((name) => ({ value: name, label: t(`summaryViews.tabs.${name}`) }))}
        value={tab}
        onChange={handleTab}
      >
        {tab === 'base' && renderDocuments(data)}
        {tab === 'companies' && <SummaryViewCompaniesTab view={data} />}
      </TopTabs>
    </PageFrame>
  );
}
