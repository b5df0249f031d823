import { Alert, Box, Button, EmptyState, Group, Loader, Paper, Select, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { PROJECT_LIST_SEARCH_DEBOUNCE_MS, type Project } from '@portal/contracts';
import { IconColumns, IconFileImport, IconFolderOpen, IconPlus, IconSearch } from '@tabler/icons-react';
import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProjectFormModal } from '../../../actions/project-form';
import { MapPlaceholder } from '../../../components/map-placeholder';
import { PageFrame } from '../../../components/page-frame';
import {
  matchesSearch,
  type ProjectListMode,
  ProjectsMap,
  readHideDeleted,
  readOpenCounts,
  sortProjects,
  useProjectList,
  writeHideDeleted,
} from '../../../entities/project';
import { canCreateProjects, canImport, isOwnerManager } from '../../../entities/session';
import { useStatusFilterOptions } from '../../../entities/status';
import { useConfiguration } from '../../../lib/configuration-context';
import { useErrorMessage } from '../../../lib/error-message';
import { useMapVisible } from '../../../lib/map-visibility';
import { useSignedInUser } from '../../../lib/stored-user';
import {
  OPTIONAL_COLUMNS,
  type OptionalColumn,
  readColumns,
  visibleOptionalColumns,
  writeColumns,
} from '../project-columns';
import { ColumnConfigModal } from './column-config-modal';
import { NotificationsPanel } from './notifications-panel';
import { ProjectTable } from './project-table';

const PROJECTS_MAP_HEIGHT = 340;

/** /projects and /project-archive (spec part 2 section 2 "Projects list"). */
export function ProjectListScreen({ mode }: { mode: ProjectListMode }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const user = useSignedInUser();
  const configuration = useConfiguration();
  const canCreate = canCreateProjects(user);
  const list = useProjectList(mode);
  const isMapVisible = useMapVisible();
  const statusOptions = useStatusFilterOptions();

  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, PROJECT_LIST_SEARCH_DEBOUNCE_MS);
  const [statusFilter, setStatusFilter] = useState<string | null>(null);
  const [hideDeleted, setHideDeleted] = useState(() => readHideDeleted(user.id));
  const [columns, setColumns] = useState<OptionalColumn[]>(() => readColumns(user.id));
  const [columnsOpened, columnsModal] = useDisclosure(false);
  const [createOpened, createModal] = useDisclosure(false);
  const [editing, setEditing] = useState<Project | null>(null);

  const hasEditableRows = useMemo(() => (list.projects ?? []).some((project) => project.can.update), [list.projects]);
  const columnContext = { projectTypeCount: configuration.projectTypes.length, hasEditableRows };
  const shownColumns = visibleOptionalColumns(columns, columnContext);
  const unavailable = OPTIONAL_COLUMNS.filter((c) => !visibleOptionalColumns([c], columnContext).length);

  // Opening counts are read when the list mounts: the boost reflects visits up to now.
  const sorted = useMemo(() => sortProjects(list.projects ?? [], readOpenCounts(user.id)), [list.projects, user.id]);
  const filtered = useMemo(
    () =>
      sorted.filter(
        (project) =>
          (!hideDeleted || !project.deleted_at) &&
          (statusFilter === null || String(project.project_status_id) === statusFilter) &&
          matchesSearch(project, debouncedSearch),
      ),
    [sorted, hideDeleted, statusFilter, debouncedSearch],
  );
  const hasDeleted = sorted.some((project) => project.deleted_at);

  const handleHideDeleted = (hide: boolean) => {
    setHideDeleted(hide);
    writeHideDeleted(user.id, hide);
  };
  const handleColumns = (next: OptionalColumn[]) => {
    setColumns(next);
    writeColumns(user.id, next);
  };

  const actions = (
    <>
      <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />} onClick={columnsModal.open}>
        {t('projects.columnsButton')}
      </Button>
      {canImport(user) && (
        <Button component={Link} to="/import" variant="default" leftSection={<IconFileImport size={16} aria-hidden />}>
          {t('projects.importCsv')}
        </Button>
      )}
      {canCreate && (
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={createModal.open}>
          {t('projects.create')}
        </Button>
      )}
    </>
  );

  const filters = (
    <>
      <TextInput
        label={t('projects.search')}
        placeholder={t('projects.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        w={260}
      />
      <Select
        label={t('projects.statusFilter')}
        placeholder={t('projects.allStatuses')}
        data={statusOptions}
        value={statusFilter}
        onChange={setStatusFilter}
        clearable
        w={220}
      />
      {(isOwnerManager(user) || hasDeleted) && (
        <Switch
          label={t('projects.hideDeleted')}
          checked={hideDeleted}
          onChange={(event) => handleHideDeleted(event.currentTarget.checked)}
          mt={24}
        />
      )}
    </>
  );

  let content: ReactNode;
  if (list.isPending) {
    content = (
      <Group justify="center" py="xl">
        <Loader aria-label={t('common.loading')} />
      </Group>
    );
  } else if (list.error) {
    content = (
      <Alert color="red" title={t('projects.loadError')} role="alert">
        <Text size="sm" mb="sm">
          {errorMessage(list.error)}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={list.refetch}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (sorted.length === 0) {
    content = (
      <Paper withBorder radius="md" p="xl">
        <EmptyState
          py="xl"
          icon={<IconFolderOpen size={28} stroke={1.5} aria-hidden />}
          withIndicatorBackground
          title={
            mode === 'archive'
              ? t('projects.emptyArchive')
              : canCreate
                ? t('projects.empty')
                : t('projects.emptyNoManage')
          }
        >
          {canCreate && mode === 'active' && (
            <EmptyState.Actions>
              <Button onClick={createModal.open}>{t('projects.create')}</Button>
            </EmptyState.Actions>
          )}
        </EmptyState>
      </Paper>
    );
  } else {
    content = (
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" mb="xs">
          <Text size="sm" c="dimmed">
            {t('projects.count', { shown: filtered.length, count: sorted.length })}
          </Text>
          {list.isLoadingRest && (
            <Group gap={6}>
              <Loader size="xs" aria-hidden />
              <Text size="xs" c="dimmed">
                {t('projects.loadingAll')}
              </Text>
            </Group>
          )}
        </Group>
        {filtered.length === 0 ? (
          <Text ta="center" c="dimmed" py="lg">
            {t('projects.noMatches')}
          </Text>
        ) : (
          <ProjectTable projects={filtered} columns={shownColumns} onEdit={setEditing} />
        )}
      </Paper>
    );
  }

  return (
    <PageFrame
      title={mode === 'archive' ? t('projects.archiveTitle') : t('projects.title')}
      description={mode === 'archive' ? t('projects.archiveDescription') : t('projects.description')}
      actions={actions}
      filters={filters}
    >
      <NotificationsPanel />
      {/* The map shows the rows the table shows: it follows the search and the filters. */}
      {isMapVisible && sorted.length > 0 && (
        <Box mb="md">
          <Suspense fallback={<MapPlaceholder height={PROJECTS_MAP_HEIGHT} />}>
            <ProjectsMap projects={filtered} height={PROJECTS_MAP_HEIGHT} />
          </Suspense>
        </Box>
      )}
      {content}
      <ColumnConfigModal
        opened={columnsOpened}
        onClose={columnsModal.close}
        columns={columns}
        onSave={handleColumns}
        unavailable={unavailable}
      />
      {canCreate && <ProjectFormModal opened={createOpened} onClose={createModal.close} />}
      <ProjectFormModal opened={editing !== null} onClose={() => setEditing(null)} project={editing} />
    </PageFrame>
  );
}
