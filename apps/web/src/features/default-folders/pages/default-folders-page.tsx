import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { TopTabs } from '../../../components/top-tabs';
import { useConfiguration } from '../../../lib/configuration-context';
import { decodeViewState, encodeViewState, readId, readString } from '../../../lib/view-state';
import { DefaultFoldersTab } from '../components/default-folders-tab';
import { ProjectStatusesTab } from '../components/project-statuses-tab';

const KNOWN_TABS = ['defaultfolders', 'projectstatuses'];

/**
 * /defaultfolders and /defaultfolders/{view} (owner-manager): subtypes with their default folders,
 * and project statuses. The view is URL-encoded JSON with selectedProjectTypeId (the chosen
 * subtype's id) and the tab, written by replacing history.
 */
export default function DefaultFoldersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const configuration = useConfiguration();
  const { view } = useParams();
  const state = decodeViewState(view);
  const tabs = configuration.projectManagementTabs.filter((tab) => KNOWN_TABS.includes(tab));
  const requested = readString(state, 'tab', tabs[0] ?? 'defaultfolders');
  const tab = tabs.includes(requested) ? requested : (tabs[0] ?? null);

  const writeState = (next: Record<string, unknown>) =>
    navigate(`/defaultfolders/${encodeViewState({ ...state, ...next })}`, { replace: true });

  const panel = (
    <>
      {tab === 'defaultfolders' && (
        <DefaultFoldersTab
          selectedSubtypeId={readId(state, 'selectedProjectTypeId')}
          onSelectSubtype={(id) => writeState({ selectedProjectTypeId: id })}
        />
      )}
      {tab === 'projectstatuses' && <ProjectStatusesTab />}
    </>
  );

  return (
    <PageFrame title={t('defaultFolders.title')} description={t('defaultFolders.description')}>
      {tab && tabs.length > 1 ? (
        <TopTabs
          id="default-folders-tabs"
          label={t('defaultFolders.tabs')}
          tabs={tabs.map((name) => ({ value: name, label: t(`defaultFolders.tab.${name}`) }))}
          value={tab}
          onChange={(next) => writeState({ tab: next })}
        >
          {panel}
        </TopTabs>
      ) : (
        panel
      )}
    </PageFrame>
  );
}
