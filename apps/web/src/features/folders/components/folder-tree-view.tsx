/** Moved to components/; the default-folders feature imports it from here until it moves too. */
export { FolderTreeView } from '../../../components/folder-tree-view';
