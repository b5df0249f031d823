import type { DefaultFolder } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FolderManageModal } from '../../../actions/folder-manage';
import {
  useCreateDefaultFolder,
  useDeleteDefaultFolder,
  useRenameDefaultFolder,
} from '../../../entities/default-folder';
import { FolderPermissionGrid, useCompanyRoles } from '../../../entities/permission';
import { showSuccess } from '../../../lib/error-message';

/**
 * Manage folder: rename, role grid, create child folder, delete (28 while it has descendants), each
 * offered as the folder's `can` allows.
 */
export function ManageDefaultFolderModal({ folder, onClose }: { folder: DefaultFolder | null; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameDefaultFolder();
  const create = useCreateDefaultFolder();
  const remove = useDeleteDefaultFolder();
  const roles = useCompanyRoles();
  if (!folder) return null;

  return (
    <FolderManageModal
      title={t('defaultFolders.manageTitle', { name: folder.name })}
      folder={folder}
      labels={{
        name: t('defaultFolders.name'),
        saveName: t('defaultFolders.saveName'),
        childName: t('defaultFolders.childName'),
        createChild: t('defaultFolders.createChild'),
        delete: t('defaultFolders.delete'),
        deleteTitle: t('defaultFolders.deleteTitle'),
        deleteConfirm: t('defaultFolders.deleteConfirm', { name: folder.name }),
        permissions: t('defaultFolders.permissions'),
        permissionsHelp: t('defaultFolders.permissionsHelp'),
      }}
      onRename={
        folder.can.update
          ? (name) => rename.mutateAsync({ id: folder.id, name }).then(() => showSuccess(t('defaultFolders.saved')))
          : undefined
      }
      onCreateChild={
        folder.can.createChild
          ? (name) =>
              create
                .mutateAsync({ name, project_subtype_id: folder.project_subtype_id, parent_id: folder.id })
                .then(() => showSuccess(t('defaultFolders.created')))
          : undefined
      }
      onDelete={
        folder.can.delete
          ? () =>
              remove.mutateAsync(folder.id).then(() => {
                showSuccess(t('defaultFolders.deleted'));
                onClose();
              })
          : undefined
      }
      permissionGrid={
        folder.can.grant ? (
          <FolderPermissionGrid contentType="DefaultFolder" contentId={folder.id} roles={roles} />
        ) : undefined
      }
      pending={{ rename: rename.isPending, create: create.isPending, remove: remove.isPending }}
      onClose={onClose}
    />
  );
}
