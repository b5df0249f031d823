import { Readable } from 'node:stream';
import { ErrorCode } from '@portal/contracts';
import { withoutFormatCharacters } from '@portal/contracts/primitives';
import { AppError } from '../http/app-error';
import { SNIFF_BYTES, type SniffedType, sniffFileType } from '../images/file-type';
import { assertPixelLimit, type ImageHeader, readImageHeader } from '../images/image-header';
import type { PutResult, Storage } from './storage';

/** Bytes read before anything is stored: the type and an image's header are decided from them. */
const HEAD_BYTES = 256 * 1024;

export interface StoredUpload {
  key: string;
  /** The safe name without its extension, and the extension. */
  name: string;
  extension: string;
  type: SniffedType;
  image: ImageHeader | null;
  put: PutResult;
}

export const unsupportedFile = () =>
  new AppError(422, ErrorCode.unsupportedFileType, 'This file type is not supported.', { file: ['unsupported-type'] });

const EXTENSION_ALIASES: Record<string, string[]> = { jpg: ['jpg', 'jpeg'], heic: ['heic', 'heif'] };

/**
 * The name a file is stored as: the last path segment only (a `../../etc/passwd` becomes
 * `passwd`), no control, format (a right-to-left override could make `invoice\u202Egpj.exe` read
 * as a picture) or reserved characters, at most 200 characters; the extension is the one
 * the content proved, keeping the client's spelling of it (`jpeg`) when that is an alias.
 */
export function safeFileName(raw: string, type: SniffedType): { name: string; extension: string } {
  const base = withoutFormatCharacters(raw.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/^[.\s]+/, '')
    .trim();
  const dot = base.lastIndexOf('.');
  const given = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  const stem = (dot > 0 ? base.slice(0, dot) : base).trim().slice(0, 200) || 'file';
  const extension = (EXTENSION_ALIASES[type.ext] ?? [type.ext]).includes(given) ? given : type.ext;
  return { name: stem, extension };
}

/**
 * Streams one uploaded file into storage: its first bytes decide the type (by content, against
 * the allowed list) and an image's pixel count (from the header, before any decode); then head
 * and rest go to `Storage.put`, so the file is never held whole in memory. A refused file is
 * read to its end (discarded) so the client gets the answer, and nothing is stored.
 */
export async function storeFile(
  storage: Storage,
  file: Readable,
  fileName: string,
  maxMegapixels: number,
  // Where the file goes: documents and notification attachments keep theirs apart.
  keyOf: (extension: string) => string,
): Promise<StoredUpload> {
  const iterator = (file as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  const refuse = async (): Promise<never> => {
    if (!ended) for (let n = await iterator.next(); !n.done; n = await iterator.next());
    throw unsupportedFile();
  };
  if (head.length === 0) return refuse();
  const type = await sniffFileType(head.subarray(0, SNIFF_BYTES), fileName);
  if (!type) return refuse();
  let image: ImageHeader | null = null;
  if (type.kind === 'image') {
    try {
      image = await readImageHeader(head);
      assertPixelLimit(image, maxMegapixels);
    } catch {
      return refuse();
    }
  }
  const { name, extension } = safeFileName(fileName, type);
  const key = keyOf(extension);
  async function* body() {
    yield head;
    if (ended) return;
    for (let n = await iterator.next(); !n.done; n = await iterator.next()) yield n.value;
  }
  const put = await storage.put(key, Readable.from(body()), type.mime);
  return { key, name, extension, type, image, put };
}
