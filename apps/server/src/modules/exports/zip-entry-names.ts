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

/** `name.ext`, made safe, and numbered `name (2).ext` when an earlier entry has the same name (case ignored). */
export function entryNamer(): (name: string, extension: string) => string {
  const taken = new Set<string>();
  return (name, extension) => {
    const ext = safeEntryName(extension).replace(/^file$/, '');
    let stem = safeEntryName(name);
    if (ext && stem.toLowerCase().endsWith(`.${ext.toLowerCase()}`)) stem = stem.slice(0, -ext.length - 1) || 'file';
    const withExt = (s: string) => (ext ? `${s}.${ext}` : s);
    let candidate = withExt(stem);
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = withExt(`${stem} (${n})`);
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}
