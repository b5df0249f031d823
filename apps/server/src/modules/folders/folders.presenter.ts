import { type Folder, MAIN_FOLDER_ID } from '@portal/contracts';
import { can } from '../../platform/access/gate';
import type { FolderSubject } from '../../platform/access/policies/folders.policy';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { FolderRow } from './folders.repo';

/** The virtual main folder: never renamed or deleted (the policy says so, as for any folder). */
const MAIN_FOLDER: FolderSubject = {
  kind: 'folder',
  isMain: true,
  isDefaultCopy: false,
  createdByCompanyId: null,
  hasSubfolders: false,
  hasDocuments: false,
};

/** The facts the folder policy reads, from a row. */
export function folderSubject(row: FolderRow): FolderSubject {
  return {
    kind: 'folder',
    isMain: false,
    isDefaultCopy: row.isDefault,
    createdByCompanyId: row.createdByCompanyId,
    hasSubfolders: row.childCount > 0,
    hasDocuments: row.documentCount > 0,
  };
}

export function presentFolder(user: AuthUser, row: FolderRow, subfoldercount: number, visibleParent: boolean): Folder {
  return {
    id: row.id,
    project_id: row.projectId,
    name: row.name,
    // A parent the user may not see is not revealed: the folder shows as a root.
    parent_id: visibleParent ? row.parentId : null,
    default_folder_id: row.defaultFolderId,
    filecount: row.documentCount,
    subfoldercount,
    main: false,
    default: row.isDefault,
    contentPermissions: row.grants,
    can: can(user, folderSubject(row)),
  };
}

/** The virtual main folder: documents outside any folder, visible to everyone who sees the project. */
export function presentMainFolder(user: AuthUser, projectId: number, filecount: number): Folder {
  return {
    id: MAIN_FOLDER_ID,
    project_id: projectId,
    name: 'main',
    parent_id: null,
    default_folder_id: null,
    filecount,
    subfoldercount: 0,
    main: true,
    default: true,
    contentPermissions: [],
    can: can(user, MAIN_FOLDER),
  };
}

/** The list: main folder first, then the visible folders by name, with their visible sub folder counts. */
export function presentFolderList(
  user: AuthUser,
  projectId: number,
  rows: FolderRow[],
  mainFolderDocuments: number,
): Folder[] {
  const visible = new Set(rows.map((r) => r.id));
  const children = new Map<number, number>();
  for (const r of rows) {
    if (r.parentId !== null && visible.has(r.parentId)) children.set(r.parentId, (children.get(r.parentId) ?? 0) + 1);
  }
  return [
    presentMainFolder(user, projectId, mainFolderDocuments),
    ...rows.map((r) => presentFolder(user, r, children.get(r.id) ?? 0, r.parentId !== null && visible.has(r.parentId))),
  ];
}
