import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { DefaultFolder } from '@portal/contracts';
import { IconFolderPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NameModal } from '../../../components/name-modal';
import { useCreateDefaultFolder, useDefaultFolders } from '../../../entities/default-folder';
import { buildFolderTree, FolderTreeView } from '../../../entities/folder';
import { useProjectSubtypeList } from '../../../entities/subtype';
import { showSuccess, useErrorMessage } from '../../../lib/error-message';
import { ManageDefaultFolderModal } from './manage-default-folder-modal';
import { SubtypePanel } from './subtype-panel';

interface DefaultFoldersTabProps {
  selectedSubtypeId: number | null;
  onSelectSubtype: (id: number | null) => void;
}

/** Subtype panel and the subtype's default folder tree; actions show as the answers' `can` allows. */
export function DefaultFoldersTab({ selectedSubtypeId, onSelectSubtype }: DefaultFoldersTabProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const subtypes = useProjectSubtypeList();
  const answer = useDefaultFolders();
  const folders = { ...answer, data: answer.data?.data };
  const canCreate = answer.data?.can.create ?? false;
  const create = useCreateDefaultFolder();
  const [managing, setManaging] = useState<DefaultFolder | null>(null);
  const [creating, setCreating] = useState(false);

  const list = subtypes.data?.data ?? [];
  const selected =
    list.find((subtype) => subtype.id === selectedSubtypeId) ?? list.find((s) => s.default === 1) ?? list[0] ?? null;
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
      {!canCreate && (
        <Alert color="gray" variant="light">
          {t('defaultFolders.readOnly')}
        </Alert>
      )}
      <SubtypePanel
        subtypes={list}
        selected={selected}
        onSelect={onSelectSubtype}
        canCreate={subtypes.data?.can.create ?? false}
      />
      {list.length === 0 && <Text c="dimmed">{t('projectSubtypes.empty')}</Text>}
      {selected && (
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4">
              {t('defaultFolders.tree', { subtype: selected.name })}
            </Title>
            {canCreate && (
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
              onOpen={(folder) => (folder.can.update || folder.can.grant ? setManaging(folder) : undefined)}
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
