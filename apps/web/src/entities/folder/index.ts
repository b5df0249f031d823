export {
  invalidateProjectFolders,
  useCreateFolder,
  useDeleteFolder,
  useProjectFolders,
  useRenameFolder,
} from './api/project-folders';
export { FolderTreeView } from './components/folder-tree-view';
export { folderDeleteReason } from './folder-delete-reason';
export { buildFolderTree, flattenFolderTree } from './folder-tree';
