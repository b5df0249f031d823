import { withoutFormatCharacters } from '@portal/contracts/primitives';

/** Longest entry name kept (bytes are not counted; names of files are at most 255 characters anyway). */
const MAX_NAME_LENGTH = 200;

/** Device names Windows reserves in every folder, with or without an extension (case ignored). */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)$/i;

/**
 * A file name safe as a ZIP entry: one path segment (no `/` or `\`, so no absolute path and no
 * `..` traversal), no control or format characters, not empty, not only dots, and no name Windows
 * reserves for a device (`CON.jpg` becomes `_CON.jpg`).
 */
export function safeEntryName(raw: string): string {
  let name = withoutFormatCharacters(raw.normalize('NFC'))
    // Control characters and line separators (format characters went just above).
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[/\\:*?"<>|]/g, '_')
    .trim()
    // Leading dots: no hidden files and no `..`; trailing dots and spaces confuse Windows.
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (name.length > MAX_NAME_LENGTH) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 17 ? name.slice(dot) : '';
    name = name.slice(0, MAX_NAME_LENGTH - ext.length) + ext;
  }
  if (!name) return 'file';
  // Windows cannot create a file named CON, NUL, COM1… whatever its extension: unzipping stopped there.
  return WINDOWS_RESERVED.test(name.split('.')[0].trimEnd()) ? `_${name}` : name;
}

/** `stem (n).ext`: the first of `stem.ext`, `stem (2).ext`, … not yet in `taken` (case ignored), which it joins. */
function firstFree(taken: Set<string>, directory: string, stem: string, ext: string): string {
  const withExt = (s: string) => `${directory}${ext ? `${s}.${ext}` : s}`;
  let candidate = withExt(stem);
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = withExt(`${stem} (${n})`);
  taken.add(candidate.toLowerCase());
  return candidate;
}

export interface ZipFolder {
  id: number;
  name: string;
  parentId: number | null;
  /** Whether the exporting user sees it: a hidden folder's name is not theirs to learn. */
  visible: boolean;
}

/**
 * The ZIP directory (`Site/Week 12/`) of each of `wanted` folders: the names of the folder and its
 * visible ancestors (of `folders`, the project's), each made safe as an entry name. A hidden
 * ancestor is left out of the path, so a folder under it sits higher up. Sibling directories whose
 * safe names are the same (`A/B` and `A_B`, `Site` and `site`) are numbered (`site (2)`), so their
 * files never mix; only the folders the ZIP needs take part.
 */
export function folderDirectories(folders: readonly ZipFolder[], wanted: Iterable<number>): Map<number, string> {
  const byId = new Map(folders.map((f) => [f.id, f]));
  /** The nearest visible ancestor (a chain that loops, which it should not, ends at the top). */
  const shownParent = (folder: ZipFolder): ZipFolder | undefined => {
    const passed = new Set([folder.id]);
    for (let up = byId.get(folder.parentId ?? 0); up && !passed.has(up.id); up = byId.get(up.parentId ?? 0)) {
      if (up.visible) return up;
      passed.add(up.id);
    }
    return undefined;
  };
  const needed = new Set<ZipFolder>();
  for (const id of wanted) {
    for (let f = byId.get(id); f?.visible && !needed.has(f); f = shownParent(f)) needed.add(f);
  }
  const directories = new Map<number, string>();
  const taken = new Set<string>();
  const underway = new Set<number>();
  const directoryOf = (folder: ZipFolder): string => {
    const known = directories.get(folder.id);
    if (known !== undefined) return known;
    underway.add(folder.id);
    const parent = shownParent(folder);
    // A parent already underway means a loop (it should not be): this one starts at the top.
    const above = parent && !underway.has(parent.id) ? directoryOf(parent) : '';
    const directory = `${firstFree(taken, above, safeEntryName(folder.name), '')}/`;
    directories.set(folder.id, directory);
    underway.delete(folder.id);
    return directory;
  };
  // By name (code points, the same on every server), so which of two clashing siblings keeps the
  // plain name does not depend on ids.
  const byName = (a: ZipFolder, b: ZipFolder) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id);
  for (const folder of [...needed].sort(byName)) directoryOf(folder);
  return directories;
}

/**
 * `name.ext` in `directory` (a value of `folderDirectories`, or '' for the top level), made safe,
 * and numbered `name (2).ext` when an earlier entry, or a directory, has the same path (case ignored).
 */
export function entryNamer(
  directories: Iterable<string> = [],
): (name: string, extension: string, directory?: string) => string {
  const taken = new Set<string>();
  // A file may not take a directory's name (`Site/` beside a file `Site`): unzipping would fail.
  for (const directory of directories) taken.add(directory.slice(0, -1).toLowerCase());
  return (name, extension, directory = '') => {
    const ext = safeEntryName(extension).replace(/^file$/, '');
    let stem = safeEntryName(name);
    if (ext && stem.toLowerCase().endsWith(`.${ext.toLowerCase()}`)) stem = stem.slice(0, -ext.length - 1) || 'file';
    return firstFree(taken, directory, stem, ext);
  };
}
