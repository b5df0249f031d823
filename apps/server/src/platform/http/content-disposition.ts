/**
 * `attachment; filename="…"` (or `inline`) with an ASCII fallback and the UTF-8 name (RFC 6266):
 * a header may carry no character outside Latin-1, and a name may hold any.
 */
export function contentDisposition(inline: boolean, fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
