/** Moved to lib/folder-tree.ts; the default-folders feature imports it from here until it moves too. */
export { buildFolderTree } from '../../lib/folder-tree';
