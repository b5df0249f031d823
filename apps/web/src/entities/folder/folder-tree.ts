/** The fields the folder tree needs; project folders and default folders both have them. */
export interface TreeFolder {
  id: number;
  name: string;
  parent_id: number | null;
}

export interface FolderNode<T extends TreeFolder> {
  folder: T;
  depth: number;
  children: FolderNode<T>[];
}

/** The main folder (virtual id 0) first, then by name (spec part 2 section 3). */
export function compareFolders(a: TreeFolder, b: TreeFolder): number {
  if (a.id === 0 || b.id === 0) return a.id === 0 ? (b.id === 0 ? 0 : -1) : 1;
  return a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }) || a.id - b.id;
}

/** Nests folders by parent_id; a folder whose parent is unknown is a root. Siblings sort by compareFolders. */
export function buildFolderTree<T extends TreeFolder>(folders: readonly T[]): FolderNode<T>[] {
  const ids = new Set(folders.map((folder) => folder.id));
  const children = new Map<number | null, T[]>();
  for (const folder of folders) {
    const parent =
      folder.parent_id !== null && folder.parent_id !== folder.id && ids.has(folder.parent_id)
        ? folder.parent_id
        : null;
    const list = children.get(parent) ?? [];
    list.push(folder);
    children.set(parent, list);
  }
  const seen = new Set<number>();
  const build = (folder: T, depth: number): FolderNode<T> => {
    seen.add(folder.id);
    const kids = (children.get(folder.id) ?? []).filter((child) => !seen.has(child.id)).sort(compareFolders);
    return { folder, depth, children: kids.map((child) => build(child, depth + 1)) };
  };
  return (children.get(null) ?? []).sort(compareFolders).map((root) => build(root, 0));
}

export interface DeletableFolder {
  id: number;
  main?: boolean | number | null;
  default?: boolean | number | null;
  filecount?: number | null;
  subfoldercount?: number | null;
}

export type FolderDeleteBlocker = 'main' | 'default' | 'files' | 'subfolders';

/** Why a folder cannot be deleted, or null when it can (spec part 2 section 5). */
export function folderDeleteBlocker(folder: DeletableFolder): FolderDeleteBlocker | null {
  if (folder.id === 0 || folder.main) return 'main';
  if (folder.default) return 'default';
  if ((folder.filecount ?? 0) > 0) return 'files';
  if ((folder.subfoldercount ?? 0) > 0) return 'subfolders';
  return null;
}

/** A folder can be deleted only when it is not default, not main, and has no files and no subfolders. */
export function canDeleteFolder(folder: DeletableFolder): boolean {
  return folderDeleteBlocker(folder) === null;
}

/** Depth-first list of a folder tree, for indented parent selects. */
export function flattenFolderTree<T extends TreeFolder>(nodes: readonly FolderNode<T>[]): FolderNode<T>[] {
  return nodes.flatMap((node) => [node, ...flattenFolderTree(node.children)]);
}
