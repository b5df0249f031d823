import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { TopBarTabs } from '../../../components/top-bar-tabs';
import { useConfiguration } from '../../configuration/configuration-context';
import { ProjectStatusesTab } from '../../project-statuses/components/project-statuses-tab';
import { decodeViewState, encodeViewState, readId, readString } from '../../projects/view-state';
import { DefaultFoldersTab } from '../components/default-folders-tab';

const KNOWN_TABS = ['defaultfolders', 'projectstatuses'];

/**
 * /defaultfolders and /defaultfolders/{view} (owner-manager). The view is URL-encoded JSON with
 * selectedProjectTypeId (the chosen subtype's id) and the tab, written by replacing history.
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

  return (
    <PageFrame title={t('defaultFolders.title')} description={t('defaultFolders.description')}>
      {tabs.length > 1 && (
        <TopBarTabs>
          <Tabs value={tab} onChange={(next) => next && writeState({ tab: next })} variant="pills">
            <Tabs.List aria-label={t('defaultFolders.tabs')}>
              {tabs.map((name) => (
                <Tabs.Tab key={name} value={name}>
                  {t(`defaultFolders.tab.${name}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        </TopBarTabs>
      )}
      {tab === 'defaultfolders' && (
        <DefaultFoldersTab
          selectedSubtypeId={readId(state, 'selectedProjectTypeId')}
          onSelectSubtype={(id) => writeState({ selectedProjectTypeId: id })}
        />
      )}
      {tab === 'projectstatuses' && <ProjectStatusesTab />}
    </PageFrame>
  );
}
