import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../lib/error-message';
import { FolderManageModal } from '../../folders/components/folder-manage-modal';
import type { DefaultFolder } from '../../projects/api/shapes';
import { useCompanyRoleRows } from '../api/content-permissions';
import { useCreateDefaultFolder, useDeleteDefaultFolder, useRenameDefaultFolder } from '../api/default-folders';
import { FolderPermissionGrid } from './folder-permission-grid';

/** Manage folder: rename, role grid, create child folder, delete (28 while it has descendants). */
export function ManageDefaultFolderModal({ folder, onClose }: { folder: DefaultFolder | null; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameDefaultFolder();
  const create = useCreateDefaultFolder();
  const remove = useDeleteDefaultFolder();
  const roles = useCompanyRoleRows();
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
      onRename={(name) =>
        rename.mutateAsync({ id: folder.id, name }).then(() => showSuccess(t('defaultFolders.saved')))
      }
      onCreateChild={(name) =>
        create
          .mutateAsync({ name, project_subtype_id: folder.project_subtype_id, parent_id: folder.id })
          .then(() => showSuccess(t('defaultFolders.created')))
      }
      onDelete={() =>
        remove.mutateAsync(folder.id).then(() => {
          showSuccess(t('defaultFolders.deleted'));
          onClose();
        })
      }
      permissionGrid={<FolderPermissionGrid contentType="DefaultFolder" contentId={folder.id} roles={roles} />}
      pending={{ rename: rename.isPending, create: create.isPending, remove: remove.isPending }}
      onClose={onClose}
    />
  );
}
