/** A multipart/form-data body for inject(), with files and plain fields. */
export function multipartBody(
  parts: { name: string; filename?: string; contentType?: string; content: Buffer | string }[],
) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.filename ? `Content-Type: ${p.contentType ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(p.content) ? p.content : Buffer.from(p.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest valid PNG (1 x 1 pixel). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A file part of `form`. */
export interface FilePart {
  filename: string;
  content: Buffer | string;
  contentType?: string;
}

/**
 * The FormData a browser would send for a multipart endpoint (`t.as(token).documents.upload({ params,
 * formData: form({ documentTypeId: 1, file: { filename: 'a.png', content: TINY_PNG } }) })`).
 * Parts keep the given order; undefined values are left out.
 */
export function form(parts: Record<string, string | number | FilePart | undefined>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (value === undefined) continue;
    if (typeof value === 'object') {
      const bytes = typeof value.content === 'string' ? Buffer.from(value.content) : value.content;
      data.append(
        name,
        new File([new Uint8Array(bytes)], value.filename, { type: value.contentType ?? 'application/octet-stream' }),
      );
    } else {
      data.append(name, String(value));
    }
  }
  return data;
}
