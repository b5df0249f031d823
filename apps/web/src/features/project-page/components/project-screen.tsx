import { Alert, Anchor, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Project } from '@portal/contracts';
import { IconPencil } from '@tabler/icons-react';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ProjectFormModal } from '../../../actions/project-form';
import { ComingSoon } from '../../../components/coming-soon';
import { PageFrame } from '../../../components/page-frame';
import { TopTabs } from '../../../components/top-tabs';
import { incrementOpenCount, useProject } from '../../../entities/project';
import { isApiError } from '../../../lib/api-error';
import { useConfiguration } from '../../../lib/configuration-context';
import { useErrorMessage } from '../../../lib/error-message';
import { useSignedInUser } from '../../../lib/stored-user';
import { decodeViewState, encodeViewState, readString } from '../../../lib/view-state';
import { useFolderPermissionGrid } from '../use-folder-permission-grid';
import { CondominiumProjectAlert } from './condominium-project-alert';
import { ProjectBaseTab } from './project-base-tab';
import { ProjectCompaniesTab } from './project-companies-tab';
import { ProjectContactsTab } from './project-contacts-tab';
import { ProjectDetailsFold } from './project-details-fold';
import { ProjectFoldersPanel } from './project-folders-panel';
import { ProjectProgressTab } from './project-progress-tab';
import { ProjectSchedulesTab } from './project-schedules-tab';

interface ProjectScreenProps {
  /** Page actions of other workflows beside the edit button (the document type menu). */
  actions?: ReactNode;
  /** The project's documents, shown under the base tab (the document panel). */
  renderDocuments?: (project: Project) => ReactNode;
  /** The material-forms tab of a condominium project (material forms, quotes, deadlines, reports). */
  renderMaterialForms?: (project: Project) => ReactNode;
}

/** From 1025 px the documents come first and the details fold (the phone layout is below it). */
const WIDE_QUERY = '(min-width: 1025px)';

/**
 * The base tab with the folders, and the documents. At a desk the details fold above the documents;
 * on a phone (below 1025 px) the documents come first, so "Add photos" and the newest photos are on
 * the first screen, and the details, map and folders follow (issue 16).
 *
 * Crossing the breakpoint reorders two keyed children instead of rendering the details somewhere
 * else, so nothing in them mounts again: an open "Manage folder" dialog, a half-typed name or the
 * documents' selection survive a window resized across 1025 px, a tablet turned, or the 1×1 px
 * instant Chromium passes through while it takes a full-page screenshot (which closed the dialog
 * in the browser tests: README "Known defects" until then).
 */
function BaseTab({
  project,
  renderDocuments,
}: {
  project: Project;
  renderDocuments: ProjectScreenProps['renderDocuments'];
}) {
  const renderPermissionGrid = useFolderPermissionGrid(project);
  // Read at once, not after the first paint, so a wide screen never shows the unfolded page first.
  const isWide = useMediaQuery(WIDE_QUERY, true, { getInitialValueInEffect: false });
  const details = (
    <ProjectDetailsFold key="details" project={project} foldable={isWide}>
      <ProjectBaseTab
        project={project}
        folders={
          <ProjectFoldersPanel
            projectId={project.id}
            canCreate={project.can.createFolder}
            renderPermissionGrid={renderPermissionGrid}
          />
        }
      />
    </ProjectDetailsFold>
  );
  const documents = <Fragment key="documents">{renderDocuments?.(project)}</Fragment>;
  return <Stack gap="md">{isWide ? [details, documents] : [documents, details]}</Stack>;
}

/**
 * /project/{id} and /project/{id}/{view} (view: URL-encoded JSON state, written with replace). What
 * the user may do with the project comes from its `can`.
 */
export function ProjectScreen({ actions, renderDocuments, renderMaterialForms }: ProjectScreenProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const configuration = useConfiguration();
  const params = useParams();
  const projectId = Number(params.id);
  const viewState = decodeViewState(params.view);
  const project = useProject(projectId);
  const [editOpened, setEditOpened] = useState(false);

  // Opening counts boost the projects list order (kept locally per user).
  useEffect(() => {
    if (Number.isInteger(projectId) && projectId > 0) incrementOpenCount(user.id, projectId);
  }, [projectId, user.id]);

  if (project.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (project.error || !project.data) {
    const notFound = !project.error || (isApiError(project.error) && [403, 404].includes(project.error.status));
    return (
      <Alert
        color={notFound ? 'gray' : 'red'}
        role="alert"
        title={notFound ? t('projects.page.notFound') : t('projects.page.loadError')}
      >
        {!notFound && errorMessage(project.error)}
        <Group mt="sm">
          {!notFound && (
            <Button size="xs" variant="light" onClick={() => void project.refetch()}>
              {t('common.retry')}
            </Button>
          )}
          <Anchor component={Link} to="/projects" size="sm">
            {t('projects.page.backToList')}
          </Anchor>
        </Group>
      </Alert>
    );
  }

  const data = project.data;
  const configured = configuration.projectTypeTabs[data.type] ?? ['base'];
  const tabs = ['base', ...configured.filter((tab) => tab !== 'base')].filter(
    (tab) => tab !== 'companies' || data.can.manageCompanies,
  );
  const requested = readString(viewState, 'tab', 'base');
  const tab = tabs.includes(requested) ? requested : 'base';

  const handleTab = (next: string) => {
    navigate(`/project/${data.id}/${encodeViewState({ ...viewState, tab: next })}`, { replace: true });
  };

  return (
    <PageFrame
      title={`${data.code} ${data.name}`}
      actions={
        <>
          {actions}
          {data.can.update && (
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditOpened(true)}
            >
              {t('projects.editTitle')}
            </Button>
          )}
        </>
      }
    >
      {data.type === 'condominium' && !data.condominiumProject && data.can.update && (
        <CondominiumProjectAlert project={data} />
      )}
      <TopTabs
        id="project-tabs"
        label={t('projects.page.tabs')}
        tabs={tabs.map((name) => ({ value: name, label: t(`projects.page.tab.${name}`) }))}
        value={tab}
        onChange={handleTab}
      >
        {tab === 'base' && <BaseTab project={data} renderDocuments={renderDocuments} />}
        {tab === 'companies' && <ProjectCompaniesTab project={data} />}
        {tab === 'contacts' && <ProjectContactsTab projectId={data.id} />}
        {tab === 'schedules' && <ProjectSchedulesTab projectId={data.id} />}
        {tab === 'progressnumbers' && <ProjectProgressTab projectId={data.id} />}
        {tab === 'materialforms' && renderMaterialForms?.(data)}
        {!['base', 'companies', 'contacts', 'schedules', 'progressnumbers', 'materialforms'].includes(tab) && (
          <ComingSoon title={t('projects.page.laterTitle')} description={t('projects.page.laterDescription')} />
        )}
      </TopTabs>
      {data.can.update && <ProjectFormModal opened={editOpened} onClose={() => setEditOpened(false)} project={data} />}
    </PageFrame>
  );
}
