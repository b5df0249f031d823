import type { Folder } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FolderManageModal } from '../../../actions/folder-manage';
import { folderDeleteReason, useCreateFolder, useDeleteFolder, useRenameFolder } from '../../../entities/folder';
import { showSuccess } from '../../../lib/error-message';

interface ManageFolderModalProps {
  projectId: number;
  /** The folder to manage; the modal is closed while null. Its `can` decides rename and delete. */
  folder: Folder | null;
  /** Creating a sub folder: the project's `can.createFolder`. */
  canCreate: boolean;
  /** The visibility grid, when the viewer may grant the project's folders (composed in by the page). */
  permissionGrid?: ReactNode;
  onClose: () => void;
}

/**
 * Manage folder on a project page, like the default folders' one: rename, the per-company role grid
 * (Folder grants), create a subfolder, delete (with the reason when it cannot be deleted).
 */
export function ManageFolderModal({ projectId, folder, canCreate, permissionGrid, onClose }: ManageFolderModalProps) {
  const { t } = useTranslation();
  const rename = useRenameFolder(projectId);
  const create = useCreateFolder(projectId);
  const remove = useDeleteFolder(projectId);
  if (!folder) return null;
  const reason = folderDeleteReason(t, folder);

  return (
    <FolderManageModal
      title={t('folders.manageTitle', { name: folder.name })}
      folder={folder}
      labels={{
        name: t('folders.name'),
        saveName: t('folders.saveName'),
        childName: t('folders.childName'),
        createChild: t('folders.createChild'),
        delete: t('folders.deleteFolder'),
        deleteTitle: t('folders.deleteTitle'),
        deleteConfirm: t('folders.deleteConfirm', { name: folder.name }),
        permissions: t('folders.permissions'),
        permissionsHelp: t('folders.permissionsHelp'),
      }}
      onRename={
        folder.can.update
          ? (name) => rename.mutateAsync({ id: folder.id, name }).then(() => showSuccess(t('folders.renamed')))
          : undefined
      }
      onCreateChild={
        canCreate
          ? (name) => create.mutateAsync({ name, parentId: folder.id }).then(() => showSuccess(t('folders.created')))
          : undefined
      }
      onDelete={
        folder.can.update || folder.can.delete
          ? () =>
              remove.mutateAsync(folder.id).then(() => {
                showSuccess(t('folders.deleted'));
                onClose();
              })
          : undefined
      }
      deleteBlockedReason={reason}
      permissionGrid={permissionGrid}
      pending={{ rename: rename.isPending, create: create.isPending, remove: remove.isPending }}
      onClose={onClose}
    />
  );
}
