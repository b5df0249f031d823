import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';

/** Sent with every answer: never sniff types, never frame the portal elsewhere, keep referrers in. */
const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * The policy of every stored file the portal serves (documents, thumbnails, user photos): opened on
 * its own, it is a sandboxed document of no origin, so a PDF or image carrying script can neither
 * run it as the portal nor read the portal's storage. The web app fetches these bytes, where the
 * header has no effect.
 */
export const STORED_FILE_CSP = 'sandbox';

/**
 * The CSP source for a configured URL: its scheme, host and port, whatever the scheme (an operator
 * may serve a logo over plain http inside their network). Template parts in the host, such as
 * Leaflet's `{s}` subdomain, become a `*` label. Relative, data: and unreadable URLs add nothing:
 * 'self' and data: already cover them.
 */
export function cspSource(url: string | undefined): string | undefined {
  const match = url?.match(/^([a-z][a-z0-9+.-]*):\/\/([^/?#]+)/i);
  if (!match) return undefined;
  const [, scheme, authority] = match;
  const hostAndPort = authority.slice(authority.lastIndexOf('@') + 1);
  const [host, port] = hostAndPort.split(/:(?=\d+$)/);
  const labels = host.toLowerCase().split('.');
  // CSP allows a wildcard only as the leftmost label.
  if (labels.slice(1).some((l) => l.includes('{'))) return undefined;
  if (labels[0].includes('{')) labels[0] = '*';
  if (!labels.every((l) => /^(\*|[a-z0-9-]+)$/.test(l))) return undefined;
  return `${scheme.toLowerCase()}://${labels.join('.')}${port ? `:${port}` : ''}`;
}

function sources(urls: (string | undefined)[]): string {
  const list = [...new Set(urls.map(cspSource).filter((s): s is string => s !== undefined))];
  return list.map((s) => ` ${s}`).join('');
}

/**
 * Where pages may connect besides 'self' (which covers the portal's own WebSocket in CSP 3): the
 * configured real-time host only. pusher-js uses wss on an https page even without forceTLS, so
 * both schemes are named then; never a bare `ws:`/`wss:`, which would allow every host.
 */
export function realtimeSources(
  config: Pick<Config, 'PUSHER_WS_HOST' | 'PUSHER_WS_PORT' | 'PUSHER_FORCE_TLS'>,
): string {
  const host = config.PUSHER_WS_HOST?.trim().toLowerCase();
  if (!host || !/^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/.test(host)) return '';
  const authority = config.PUSHER_WS_PORT ? `${host}:${config.PUSHER_WS_PORT}` : host;
  const schemes = config.PUSHER_FORCE_TLS ? ['wss'] : ['wss', 'ws'];
  return schemes.map((scheme) => ` ${scheme}://${authority}`).join('');
}

/**
 * The web app's content security policy (inline styles are Mantine's). Images and frames come from
 * the portal itself and from the origins the configuration names (logos, login background, map
 * tiles, privacy policy), nowhere else.
 */
export function contentSecurityPolicy(config: Config): string {
  const images = sources([
    config.LOGO_URL,
    config.SECONDARY_LOGO_URL,
    config.LOGIN_BACKGROUND_URL,
    config.MAP_TILE_URL,
  ]);
  const frames = sources([config.PRIVACY_POLICY_URL]);
  return [
    "default-src 'self'",
    `img-src 'self' data: blob:${images}`,
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    `connect-src 'self'${realtimeSources(config)}`,
    `frame-src 'self'${frames}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * One precomputed header set per answer instead of a plugin per header: these headers cost
 * next to nothing on the hot API paths (see bench/).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const policy = contentSecurityPolicy(config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(BASE_HEADERS);
    // API answers hold one user's data: no browser or proxy cache keeps them (a shared computer,
    // the back button after sign-out).
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    else reply.header('content-security-policy', policy);
    done();
  });
}
