import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FolderPermissionGrid } from '../../../components/folder-permission-grid';
import { showSuccess } from '../../../lib/error-message';
import type { Folder } from '../../projects/api/shapes';
import { useCreateFolder, useDeleteFolder, useRenameFolder } from '../api/project-folders';
import { useProjectRoles } from '../api/project-roles';
import { folderDeleteBlocker } from '../folder-tree';
import { FolderManageModal } from './folder-manage-modal';

interface ManageFolderModalProps {
  projectId: number;
  /** The folder to manage; the modal is closed while null. */
  folder: Folder | null;
  /** Rename, create a subfolder and delete (folder writers, see the folders panel). */
  canEdit: boolean;
  /** The visibility grid (owner-side users with projects.manage). */
  canGrant: boolean;
  onClose: () => void;
}

/**
 * Manage folder on a project page, like the default folders' one: rename, the per-company role grid
 * (Folder grants), create a subfolder, delete (with the reason when it cannot be deleted).
 */
export function ManageFolderModal({ projectId, folder, canEdit, canGrant, onClose }: ManageFolderModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rename = useRenameFolder(projectId);
  const create = useCreateFolder(projectId);
  const remove = useDeleteFolder(projectId);
  const roles = useProjectRoles(projectId, canGrant && folder !== null);
  if (!folder) return null;
  const blocker = folderDeleteBlocker(folder);

  // A grant changes who sees the project's folders: reload them (the spec reloads the page).
  const handleGrantsChanged = () => void queryClient.invalidateQueries({ queryKey: ['projects', 'one', projectId] });

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
        canEdit
          ? (name) => rename.mutateAsync({ id: folder.id, name }).then(() => showSuccess(t('folders.renamed')))
          : undefined
      }
      onCreateChild={
        canEdit
          ? (name) => create.mutateAsync({ name, parentId: folder.id }).then(() => showSuccess(t('folders.created')))
          : undefined
      }
      onDelete={
        canEdit
          ? () =>
              remove.mutateAsync(folder.id).then(() => {
                showSuccess(t('folders.deleted'));
                onClose();
              })
          : undefined
      }
      deleteBlockedReason={blocker ? t(`folders.deleteBlocked.${blocker}`) : null}
      permissionGrid={
        canGrant && (
          <FolderPermissionGrid
            contentType="Folder"
            contentId={folder.id}
            roles={roles}
            onChanged={handleGrantsChanged}
          />
        )
      }
      pending={{ rename: rename.isPending, create: create.isPending, remove: remove.isPending }}
      onClose={onClose}
    />
  );
}
