export {
  invalidateProjectFolders,
  useCreateFolder,
  useDeleteFolder,
  useProjectFolders,
  useRenameFolder,
} from './api/project-folders';
export { FolderManageModal } from './components/folder-manage-modal';
export { FolderTreeView } from './components/folder-tree-view';
export { folderDeleteReason } from './folder-delete-reason';
export { buildFolderTree, flattenFolderTree } from './folder-tree';
