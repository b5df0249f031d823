import type { Folder } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { folderDeleteBlocker } from './folder-tree';

/**
 * Why a folder's delete is disabled, for the user: null when the server's `can.delete` allows it.
 * Whether it may be deleted is the server's answer; the folder's fields only say why not (a hidden
 * sub folder or the caller's rights give the general reason).
 */
export function folderDeleteReason(t: TFunction, folder: Folder): string | null {
  if (folder.can.delete) return null;
  const blocker = folderDeleteBlocker(folder);
  return blocker ? t(`folders.deleteBlocked.${blocker}`) : t('folders.cannotDelete');
}
