import { Alert, Button, Divider, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess, useErrorMessage } from '../../../lib/error-message';
import type { DefaultFolder } from '../../projects/api/shapes';
import { confirmDelete } from '../../projects/components/confirm';
import { useCreateDefaultFolder, useDeleteDefaultFolder, useRenameDefaultFolder } from '../api/default-folders';
import { FolderPermissionGrid } from './folder-permission-grid';

/** Manage folder: rename, role grid, create child folder, delete (28 while it has descendants). */
export function ManageDefaultFolderModal({ folder, onClose }: { folder: DefaultFolder | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const rename = useRenameDefaultFolder();
  const create = useCreateDefaultFolder();
  const remove = useDeleteDefaultFolder();
  const [name, setName] = useState('');
  const [childName, setChildName] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setName(folder?.name ?? '');
    setChildName('');
    setError(null);
  }, [folder]);

  if (!folder) return null;

  const handleRename = () => {
    if (!name.trim()) return setError(t('common.required'));
    rename.mutate(
      { id: folder.id, name: name.trim() },
      { onSuccess: () => showSuccess(t('defaultFolders.saved')), onError: (e) => setError(errorMessage(e)) },
    );
  };

  // Spec: an empty child name just does nothing.
  const handleCreateChild = () => {
    if (!childName.trim()) return;
    create.mutate(
      { name: childName.trim(), project_subtype_id: folder.project_subtype_id, parent_id: folder.id },
      {
        onSuccess: () => {
          setChildName('');
          showSuccess(t('defaultFolders.created'));
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  const handleDelete = () =>
    confirmDelete({
      title: t('defaultFolders.deleteTitle'),
      message: t('defaultFolders.deleteConfirm', { name: folder.name }),
      onConfirm: () =>
        remove.mutate(folder.id, {
          onSuccess: () => {
            showSuccess(t('defaultFolders.deleted'));
            onClose();
          },
          onError: (e) => setError(errorMessage(e)),
        }),
    });

  return (
    <Modal opened onClose={onClose} size="lg" title={t('defaultFolders.manageTitle', { name: folder.name })}>
      <Stack gap="md">
        <Group align="flex-end">
          <TextInput
            label={t('defaultFolders.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            flex={1}
          />
          <Button onClick={handleRename} loading={rename.isPending}>
            {t('defaultFolders.saveName')}
          </Button>
        </Group>
        <Divider />
        <div>
          <Title order={3} size="h5">
            {t('defaultFolders.permissions')}
          </Title>
          <Text size="xs" c="dimmed" mb="xs">
            {t('defaultFolders.permissionsHelp')}
          </Text>
          <FolderPermissionGrid folderId={folder.id} />
        </div>
        <Divider />
        <Group align="flex-end">
          <TextInput
            label={t('defaultFolders.childName')}
            value={childName}
            onChange={(event) => setChildName(event.currentTarget.value)}
            flex={1}
          />
          <Button variant="default" onClick={handleCreateChild} loading={create.isPending}>
            {t('defaultFolders.createChild')}
          </Button>
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="space-between">
          <Button color="red" variant="light" onClick={handleDelete} loading={remove.isPending}>
            {t('defaultFolders.delete')}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
