import type { FolderNode, TreeFolder } from './folder-tree';

/** Depth-first list of a folder tree, for indented parent selects. */
export function flattenFolderTree<T extends TreeFolder>(nodes: readonly FolderNode<T>[]): FolderNode<T>[] {
  return nodes.flatMap((node) => [node, ...flattenFolderTree(node.children)]);
}
