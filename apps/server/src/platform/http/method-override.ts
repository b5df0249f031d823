import type { RawRequestDefaultExpression } from 'fastify';

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

/**
 * `POST <path>?_method=PUT` is a PUT: browsers send multipart updates as POST (spec part 1
 * section 7). Fastify routes by method before any hook runs, so the rewrite happens in its
 * `rewriteUrl` option, which runs before routing on both real and injected requests: the
 * method is changed there and the URL is returned unchanged.
 */
export function overrideMethod(req: RawRequestDefaultExpression): string {
  const url = req.url ?? '/';
  if (req.method === 'POST' && url.includes('_method=')) {
    const wanted = new URLSearchParams(url.slice(url.indexOf('?') + 1)).get('_method')?.toUpperCase();
    if (wanted && OVERRIDABLE.has(wanted)) req.method = wanted;
  }
  return url;
}
