import { Alert, Button, Group, Loader, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess, useErrorMessage } from '../../../lib/error-message';
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
  const subtypes = useProjectSubtypes();
  const folders = useDefaultFolders();
  const create = useCreateDefaultFolder();
  const [managing, setManaging] = useState<DefaultFolder | null>(null);
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);

  const list = subtypes.data ?? [];
  const selected =
    list.find((subtype) => subtype.id === selectedSubtypeId) ?? list.find((s) => Boolean(s.default)) ?? list[0] ?? null;
  const tree = useMemo(
    () => buildFolderTree((folders.data ?? []).filter((folder) => folder.project_subtype_id === selected?.id)),
    [folders.data, selected?.id],
  );
  // Keep the open modal's folder fresh after a rename.
  const managed = managing ? ((folders.data ?? []).find((folder) => folder.id === managing.id) ?? null) : null;

  const handleCreate = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    if (!name.trim()) return setNameError(t('common.required'));
    create.mutate(
      { name: name.trim(), project_subtype_id: selected.id },
      {
        onSuccess: () => {
          showSuccess(t('defaultFolders.created'));
          setCreating(false);
        },
        onError: (error) => setNameError(errorMessage(error)),
      },
    );
  };

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
      <SubtypePanel subtypes={list} selected={selected} onSelect={onSelectSubtype} />
      {list.length === 0 && <Text c="dimmed">{t('projectSubtypes.empty')}</Text>}
      {selected && (
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4">
              {t('defaultFolders.tree', { subtype: selected.name })}
            </Title>
            <Button
              size="xs"
              leftSection={<IconFolderPlus size={14} aria-hidden />}
              onClick={() => {
                setName('');
                setNameError(null);
                setCreating(true);
              }}
            >
              {t('defaultFolders.create')}
            </Button>
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
              onOpen={setManaging}
            />
          )}
        </Paper>
      )}
      <ManageDefaultFolderModal folder={managed} onClose={() => setManaging(null)} />
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('defaultFolders.createTitle')}>
        <form onSubmit={handleCreate} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('defaultFolders.name')}
              withAsterisk
              data-autofocus
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={nameError}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setCreating(false)}>
                {t('projects.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t('common.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
