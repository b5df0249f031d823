// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildFolderTree, canDeleteFolder, folderDeleteBlocker } from './folder-tree';

const f = (id: number, name: string, parent_id: number | null = null) => ({ id, name, parent_id });

describe('folder tree', () => {
  it('puts the main folder first, then sorts by name at every level', () => {
    const tree = buildFolderTree([f(3, 'Zeta'), f(1, 'alpha'), f(0, 'Main'), f(4, 'b', 3), f(5, 'A', 3)]);
    expect(tree.map((n) => n.folder.id)).toEqual([0, 1, 3]);
    expect(tree[2].children.map((n) => n.folder.name)).toEqual(['A', 'b']);
  });

  it('allows delete only for empty, non-default, non-main folders', () => {
    const base = { id: 7, main: false, default: false, filecount: 0, subfoldercount: 0 };
    expect(canDeleteFolder(base)).toBe(true);
    expect(canDeleteFolder({ ...base, id: 0 })).toBe(false);
    expect(canDeleteFolder({ ...base, main: true })).toBe(false);
    expect(canDeleteFolder({ ...base, default: 1 })).toBe(false);
    expect(canDeleteFolder({ ...base, filecount: 2 })).toBe(false);
    expect(canDeleteFolder({ ...base, subfoldercount: 1 })).toBe(false);
  });

  it('says why a folder cannot be deleted', () => {
    const base = { id: 7, main: false, default: false, filecount: 0, subfoldercount: 0 };
    expect(folderDeleteBlocker(base)).toBeNull();
    expect(folderDeleteBlocker({ ...base, default: true, filecount: 3 })).toBe('default');
    expect(folderDeleteBlocker({ ...base, filecount: 3, subfoldercount: 1 })).toBe('files');
    expect(folderDeleteBlocker({ ...base, subfoldercount: 1 })).toBe('subfolders');
    expect(folderDeleteBlocker({ ...base, id: 0 })).toBe('main');
  });
});
