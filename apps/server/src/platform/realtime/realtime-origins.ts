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
 * pages (the host the request is addressed to, or PUBLIC_URL) and configured origins pass.
 * Without `Origin` the caller is no browser (a mobile SDK, a server) and could claim any origin
 * anyway; private channels still need a signed subscription.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (origin === undefined) return true;
  const parsed = originOf(origin);
  if (!parsed) return false;
  if (host && new URL(parsed).host === host.toLowerCase()) return true;
  return allowed.includes(parsed);
}
