/**
 * The files a document may hold: the server's list (it types an upload by its content, never by
 * its name or the browser's word, apps/server/src/platform/images/file-type.ts) and the web's file
 * pickers and messages are made from this one list, so a picker never offers what the server
 * refuses (an `image/*` picker offered SVG).
 *
 * `by`: how the server recognises the type. `content`: its magic bytes (`ext` as the file-type
 * package names it); `container`: old Word and Excel files share one container (MS-CFB) with
 * installers and mail items, so the name has to say which it is; `name`: text has no magic bytes,
 * so it is taken under these names only, and only without markup.
 */
export const DOCUMENT_FILE_TYPES = [
  { ext: 'jpg', names: ['jpg', 'jpeg'], mimes: ['image/jpeg'], kind: 'image', by: 'content' },
  { ext: 'png', names: ['png'], mimes: ['image/png'], kind: 'image', by: 'content' },
  { ext: 'gif', names: ['gif'], mimes: ['image/gif'], kind: 'image', by: 'content' },
  // Phones' photos; HEIF image sequences (bursts) and AVIF are not taken.
  { ext: 'heic', names: ['heic', 'heif'], mimes: ['image/heic', 'image/heif'], kind: 'image', by: 'content' },
  { ext: 'pdf', names: ['pdf'], mimes: ['application/pdf'], kind: 'pdf', by: 'content' },
  {
    ext: 'docx',
    names: ['docx'],
    mimes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    kind: 'office',
    by: 'content',
  },
  {
    ext: 'xlsx',
    names: ['xlsx'],
    mimes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    kind: 'office',
    by: 'content',
  },
  {
    ext: 'pptx',
    names: ['pptx'],
    mimes: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    kind: 'office',
    by: 'content',
  },
  { ext: 'odt', names: ['odt'], mimes: ['application/vnd.oasis.opendocument.text'], kind: 'office', by: 'content' },
  {
    ext: 'ods',
    names: ['ods'],
    mimes: ['application/vnd.oasis.opendocument.spreadsheet'],
    kind: 'office',
    by: 'content',
  },
  { ext: 'doc', names: ['doc'], mimes: ['application/msword'], kind: 'office', by: 'container' },
  { ext: 'xls', names: ['xls'], mimes: ['application/vnd.ms-excel'], kind: 'office', by: 'container' },
  { ext: 'txt', names: ['txt'], mimes: ['text/plain'], kind: 'text', by: 'name' },
  { ext: 'csv', names: ['csv'], mimes: ['text/csv'], kind: 'text', by: 'name' },
] as const;

export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];
export type DocumentFileKind = DocumentFileType['kind'];

const acceptOf = (types: readonly DocumentFileType[]) =>
  [...types.flatMap((type) => type.names.map((name) => `.${name}`)), ...types.flatMap((type) => type.mimes)].join(',');

/** The `accept` of a picker for any document: every name and MIME type the server takes. */
export const DOCUMENT_FILE_ACCEPT = acceptOf(DOCUMENT_FILE_TYPES);

/**
 * The `accept` of the "Add photos" picker: the image MIME types only, without `capture`, so a
 * phone offers its camera and its gallery (a list with other types gets a plain file chooser on
 * some phones).
 */
export const PHOTO_FILE_ACCEPT = DOCUMENT_FILE_TYPES.filter((type) => type.kind === 'image')
  .flatMap((type) => type.mimes)
  .join(',');

/** The accepted types as people name them, for messages: `JPG, PNG, … CSV`. */
export const DOCUMENT_FILE_TYPE_NAMES = DOCUMENT_FILE_TYPES.map((type) => type.ext.toUpperCase()).join(', ');
