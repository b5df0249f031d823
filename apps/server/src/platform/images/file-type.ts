import { DOCUMENT_FILE_TYPES, type DocumentFileKind } from '@portal/contracts/document-file-types';
import { fileTypeFromBuffer } from 'file-type';
import { isPlainText } from './plain-text';

/** How many leading bytes `sniffFileType` wants: enough for the ZIP entries that tell office files apart. */
export const SNIFF_BYTES = 64 * 1024;

/** The list is shared with the web's pickers (contracts `DOCUMENT_FILE_TYPES`). */
export type FileKind = DocumentFileKind;

export interface SniffedType {
  kind: FileKind;
  /** From the content, never from the name or the browser. */
  mime: string;
  ext: string;
}

/** Formats recognised by their magic bytes: the file-type package's `ext` → kind and the MIME types taken. */
const BY_CONTENT = new Map<string, { kind: FileKind; mimes: readonly string[] }>(
  DOCUMENT_FILE_TYPES.filter((type) => type.by === 'content').map((type) => [
    type.ext,
    { kind: type.kind, mimes: type.mimes },
  ]),
);

/**
 * Old Word and Excel files share one container (MS-CFB) with installers and mail items, so the
 * content says only "CFB"; the name then has to say which office file it is.
 */
const CFB_BY_NAME = new Map<string, string>(
  DOCUMENT_FILE_TYPES.filter((type) => type.by === 'container').map((type) => [type.ext, type.mimes[0]]),
);

/** Text has no magic bytes: it is taken only under a text name, and only when it holds no markup. */
const TEXT_BY_NAME = new Map<string, string>(
  DOCUMENT_FILE_TYPES.filter((type) => type.by === 'name').map((type) => [type.ext, type.mimes[0]]),
);

/**
 * The type of an upload by its content (pass the first SNIFF_BYTES bytes, and the client's file
 * name for the formats that need it), or null when it is not on the allowed list: HTML, SVG,
 * scripts, archives, executables and anything unknown are refused, whatever the name says.
 */
export async function sniffFileType(firstBytes: Uint8Array, fileName = ''): Promise<SniffedType | null> {
  const nameExt = extensionOf(fileName);
  const textMime = TEXT_BY_NAME.get(nameExt);
  // A byte-order mark says text (a UTF-16 one even looks like an MP3 frame to file-type).
  if (textMime && startsWithBom(firstBytes))
    return isPlainText(firstBytes) ? { kind: 'text', mime: textMime, ext: nameExt } : null;
  const detected = await fileTypeFromBuffer(firstBytes);
  if (detected?.ext === 'cfb') {
    const mime = CFB_BY_NAME.get(nameExt);
    return mime ? { kind: 'office', mime, ext: nameExt } : null;
  }
  if (detected) {
    const allowed = BY_CONTENT.get(detected.ext);
    if (!allowed?.mimes.includes(detected.mime)) return null;
    return { kind: allowed.kind, mime: detected.mime, ext: detected.ext };
  }
  return textMime && isPlainText(firstBytes) ? { kind: 'text', mime: textMime, ext: nameExt } : null;
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function startsWithBom(bytes: Uint8Array): boolean {
  const [a, b, c] = bytes;
  return (a === 0xff && b === 0xfe) || (a === 0xfe && b === 0xff) || (a === 0xef && b === 0xbb && c === 0xbf);
}
