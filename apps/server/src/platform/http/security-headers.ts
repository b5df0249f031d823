import type { FastifyInstance } from 'fastify';

/** Sent with every answer: never sniff types, never frame the portal elsewhere, keep referrers in. */
const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** The web app's pages also get a content security policy (inline styles are Mantine's). */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob: https:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self' ws: wss:",
  "frame-src 'self' https:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * One precomputed header set per answer instead of a plugin per header: these headers cost
 * next to nothing on the hot API paths (see bench/).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(BASE_HEADERS);
    if (!request.url.startsWith('/api/')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    done();
  });
}
