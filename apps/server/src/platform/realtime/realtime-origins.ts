import type { Config } from '../../config';

/** `https://portal.example.com/path` → `https://portal.example.com`; unreadable values give nothing. */
function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The origins besides the request's own host whose pages may open the WebSocket: PUBLIC_URL's and configured ones. */
export function allowedRealtimeOrigins(config: Pick<Config, 'PUBLIC_URL' | 'REALTIME_ALLOWED_ORIGINS'>): string[] {
  const urls = [config.PUBLIC_URL, ...config.REALTIME_ALLOWED_ORIGINS];
  return [...new Set(urls.flatMap((url) => (url ? (originOf(url) ?? []) : [])))];
}

/**
 * Whether a WebSocket handshake may proceed. Browsers always send `Origin`, so a page of another
 * site cannot ride on a user's connection (cross-site WebSocket hijacking): only the portal's own
 * pages (the host the request is addressed to, reached with the same scheme, or PUBLIC_URL) and
 * configured origins pass. The scheme counts: a page of `http://portal` (which anyone on the
 * network path can write) is not the portal of `https://portal`. Behind a TLS proxy the request's
 * scheme is the forwarded one only when the proxy is trusted (TRUST_PROXY); PUBLIC_URL's origin
 * passes either way. Without `Origin` the caller is no browser (a mobile SDK, a server) and could
 * claim any origin anyway; private channels still need a signed subscription.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  own: { host: string | undefined; scheme: string },
  allowed: readonly string[],
): boolean {
  if (origin === undefined) return true;
  const parsed = originOf(origin);
  if (!parsed) return false;
  const url = new URL(parsed);
  if (own.host && url.host === own.host.toLowerCase() && url.protocol === `${own.scheme.toLowerCase()}:`) return true;
  return allowed.includes(parsed);
}
