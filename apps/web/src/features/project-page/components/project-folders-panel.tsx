import { Alert, Button, Group, Loader, Menu, Paper, Select, Text, Title, Tooltip } from '@mantine/core';
import type { Folder } from '@portal/contracts';
import { IconFolderPlus, IconPencil, IconSettings, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { NameModal } from '../../../components/name-modal';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import {
  buildFolderTree,
  FolderTreeView,
  flattenFolderTree,
  folderDeleteReason,
  useCreateFolder,
  useDeleteFolder,
  useProjectFolders,
  useRenameFolder,
} from '../../../entities/folder';
import { isApiError } from '../../../lib/api-error';
import { showError, showSuccess, useErrorMessage } from '../../../lib/error-message';
import { ManageFolderModal } from './manage-folder-modal';

type Dialog = { kind: 'create' } | { kind: 'rename'; folder: Folder } | null;

interface ProjectFoldersPanelProps {
  projectId: number;
  /** "Create folder": the project's `can.createFolder`. */
  canCreate: boolean;
  /**
   * The visibility grid of a folder, when the viewer may grant the project's folders (the project's
   * `can.manageGrants`); composed in by the page.
   */
  renderPermissionGrid?: (folder: Folder) => ReactNode;
}

/**
 * The folders of a project on its base data tab (spec part 2 sections 3 and 5). What the user may
 * do comes from the server: the project's `can` for creating, each folder's `can` for the rest.
 */
export function ProjectFoldersPanel({ projectId, canCreate, renderPermissionGrid }: ProjectFoldersPanelProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const folders = useProjectFolders(projectId);
  const create = useCreateFolder(projectId);
  const rename = useRenameFolder(projectId);
  const remove = useDeleteFolder(projectId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [parentId, setParentId] = useState<string>('0');
  const [managedId, setManagedId] = useState<number | null>(null);

  const canGrant = renderPermissionGrid !== undefined;
  // Read from the list, so the modal shows the folder as it is now and closes when it is gone.
  const managed = folders.data?.find((folder) => folder.id === managedId) ?? null;
  const tree = useMemo(() => buildFolderTree(folders.data ?? []), [folders.data]);
  const nameOf = (folder: Folder) => (folder.id === 0 ? t('folders.main') : folder.name);

  const openDialog = (next: Exclude<Dialog, null>) => {
    setParentId('0');
    setDialog(next);
  };

  const saveName = (name: string) =>
    dialog?.kind === 'rename'
      ? rename.mutateAsync({ id: dialog.folder.id, name }).then(() => showSuccess(t('folders.renamed')))
      : create.mutateAsync({ name, parentId: Number(parentId) }).then(() => showSuccess(t('folders.created')));

  const handleDelete = (folder: Folder) =>
    confirmAction({
      title: t('folders.deleteTitle'),
      message: t('folders.deleteConfirm', { name: folder.name }),
      confirmLabel: t('common.delete'),
      onConfirm: () =>
        remove.mutate(folder.id, {
          onSuccess: () => showSuccess(t('folders.deleted')),
          onError: (error) => showError(error),
        }),
    });

  const actions = (folder: Folder) => {
    const mayDeleteOrTell = folder.can.update || folder.can.delete;
    if (folder.id === 0 || !(folder.can.update || folder.can.delete || canCreate || canGrant)) return null;
    const reason = folderDeleteReason(t, folder);
    return (
      <RowActionsMenu label={t('folders.actionsFor', { name: folder.name })} iconSize={16}>
        <Menu.Item
          leftSection={<IconSettings size={14} aria-hidden />}
          onClick={() => setManagedId(folder.id)}
          aria-label={t('folders.manage', { name: folder.name })}
        >
          {t('folders.manageShort')}
        </Menu.Item>
        {folder.can.update && (
          <Menu.Item
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => openDialog({ kind: 'rename', folder })}
          >
            {t('folders.renameShort')}
          </Menu.Item>
        )}
        {mayDeleteOrTell && (
          <Tooltip label={reason} disabled={reason === null} position="left">
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              disabled={!folder.can.delete}
              onClick={() => handleDelete(folder)}
              aria-label={t('folders.delete', { name: folder.name })}
            >
              {t('folders.deleteShort')}
            </Menu.Item>
          </Tooltip>
        )}
      </RowActionsMenu>
    );
  };

  let body: ReactNode;
  if (folders.isPending) body = <Loader size="sm" aria-label={t('common.loading')} />;
  else if (folders.error) {
    const notFound = isApiError(folders.error) && folders.error.status === 404;
    body = (
      <Alert color={notFound ? 'gray' : 'red'} role="alert" title={notFound ? undefined : t('folders.loadError')}>
        {notFound ? t('folders.notFound') : errorMessage(folders.error)}
      </Alert>
    );
  } else if (tree.length === 0) body = <Text c="dimmed">{t('folders.empty')}</Text>;
  else
    body = (
      <FolderTreeView
        nodes={tree}
        label={t('folders.tree')}
        nameOf={nameOf}
        describe={(folder) =>
          `${t('folders.files', { count: folder.filecount })} · ${t('folders.subfolders', { count: folder.subfoldercount })}${folder.default ? ` · ${t('folders.default')}` : ''}`
        }
        actions={actions}
      />
    );

  const parentOptions = flattenFolderTree(tree).map((node) => ({
    value: String(node.folder.id),
    label: `${'\u2003'.repeat(node.depth)}${nameOf(node.folder)}`,
  }));

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('folders.title')}
        </Title>
        {canCreate && (
          <Button
            size="xs"
            leftSection={<IconFolderPlus size={14} aria-hidden />}
            onClick={() => openDialog({ kind: 'create' })}
          >
            {t('folders.create')}
          </Button>
        )}
      </Group>
      {body}
      <ManageFolderModal
        projectId={projectId}
        folder={managed}
        canCreate={canCreate}
        permissionGrid={managed && renderPermissionGrid ? renderPermissionGrid(managed) : undefined}
        onClose={() => setManagedId(null)}
      />
      <NameModal
        opened={dialog !== null}
        title={dialog?.kind === 'rename' ? t('folders.renameTitle') : t('folders.createTitle')}
        label={t('folders.name')}
        initialName={dialog?.kind === 'rename' ? dialog.folder.name : ''}
        onSubmit={saveName}
        pending={create.isPending || rename.isPending}
        onClose={() => setDialog(null)}
      >
        {dialog?.kind === 'create' && (
          <Select
            label={t('folders.parent')}
            data={parentOptions}
            value={parentId}
            onChange={(value) => setParentId(value ?? '0')}
            allowDeselect={false}
          />
        )}
      </NameModal>
    </Paper>
  );
}
