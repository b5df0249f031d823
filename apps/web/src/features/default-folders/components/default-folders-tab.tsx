import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NameModal } from '../../../components/name-modal';
import { hasPermission } from '../../../lib/access';
import { showSuccess, useErrorMessage } from '../../../lib/error-message';
import { useSignedInUser } from '../../../lib/stored-user';
import { FolderTreeView } from '../../folders/components/folder-tree-view';
import { buildFolderTree } from '../../folders/folder-tree';
import { useProjectSubtypes } from '../../project-subtypes/api/project-subtypes';
import { SubtypePanel } from '../../project-subtypes/components/subtype-panel';
import type { DefaultFolder } from '../../projects/api/shapes';
import { useCreateDefaultFolder, useDefaultFolders } from '../api/default-folders';
import { ManageDefaultFolderModal } from './manage-default-folder-modal';

interface DefaultFoldersTabProps {
  selectedSubtypeId: number | null;
  onSelectSubtype: (id: number | null) => void;
}

/** Subtype panel and the subtype's default folder tree. */
export function DefaultFoldersTab({ selectedSubtypeId, onSelectSubtype }: DefaultFoldersTabProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  // The page is for owner-managers; changing subtypes and folder trees also needs defaultfolder_manage.
  const canWrite = hasPermission(useSignedInUser(), 'defaultfolder_manage');
  const subtypes = useProjectSubtypes();
  const folders = useDefaultFolders();
  const create = useCreateDefaultFolder();
  const [managing, setManaging] = useState<DefaultFolder | null>(null);
  const [creating, setCreating] = useState(false);

  const list = subtypes.data ?? [];
  const selected =
    list.find((subtype) => subtype.id === selectedSubtypeId) ?? list.find((s) => Boolean(s.default)) ?? list[0] ?? null;
  const tree = useMemo(
    () => buildFolderTree((folders.data ?? []).filter((folder) => folder.project_subtype_id === selected?.id)),
    [folders.data, selected?.id],
  );
  // Keep the open modal's folder fresh after a rename.
  const managed = managing ? ((folders.data ?? []).find((folder) => folder.id === managing.id) ?? null) : null;

  const handleCreate = (name: string) =>
    create
      .mutateAsync({ name, project_subtype_id: selected?.id ?? 0 })
      .then(() => showSuccess(t('defaultFolders.created')));

  if (subtypes.isPending) return <Loader aria-label={t('common.loading')} />;
  if (subtypes.error) {
    return (
      <Alert color="red" role="alert" title={t('projectSubtypes.loadError')}>
        {errorMessage(subtypes.error)}
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      {!canWrite && (
        <Alert color="gray" variant="light">
          {t('defaultFolders.readOnly')}
        </Alert>
      )}
      <SubtypePanel subtypes={list} selected={selected} onSelect={onSelectSubtype} canWrite={canWrite} />
      {list.length === 0 && <Text c="dimmed">{t('projectSubtypes.empty')}</Text>}
      {selected && (
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4">
              {t('defaultFolders.tree', { subtype: selected.name })}
            </Title>
            {canWrite && (
              <Button
                size="xs"
                leftSection={<IconFolderPlus size={14} aria-hidden />}
                onClick={() => setCreating(true)}
              >
                {t('defaultFolders.create')}
              </Button>
            )}
          </Group>
          {folders.isPending ? (
            <Loader size="sm" aria-label={t('common.loading')} />
          ) : folders.error ? (
            <Alert color="red" role="alert" title={t('defaultFolders.loadError')}>
              {errorMessage(folders.error)}
            </Alert>
          ) : tree.length === 0 ? (
            <Text c="dimmed">{t('defaultFolders.empty')}</Text>
          ) : (
            <FolderTreeView
              nodes={tree}
              label={t('defaultFolders.tree', { subtype: selected.name })}
              onOpen={canWrite ? setManaging : undefined}
            />
          )}
        </Paper>
      )}
      <ManageDefaultFolderModal folder={managed} onClose={() => setManaging(null)} />
      <NameModal
        opened={creating}
        title={t('defaultFolders.createTitle')}
        label={t('defaultFolders.name')}
        onSubmit={handleCreate}
        pending={create.isPending}
        onClose={() => setCreating(false)}
      />
    </Stack>
  );
}
