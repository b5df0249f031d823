import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @fastify/static require()s content-disposition 3, an ES module that declares Node.js >= 22 (npm ci
// warns EBADENGINE on 20). Kept: require() of an ES module works from Node.js 20.19, the portal's
// floor, and node-version.test.ts proves it on every Node.js the tests run on (20 and 24 in CI).
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const BUILT_WEB_APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');

/** A hashed file never changes under its name: a browser keeps it for a year without asking. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon) is checked on every use, so a new release shows at once. */
const REVALIDATE = 'no-cache';

/** Around the prerendered login form in index.html (apps/web/vite-plugins/first-screen.ts). */
const FIRST_SCREEN = /<!--first-screen-->[\s\S]*?<!--\/first-screen-->/;

export interface WebAppOptions {
  /** The folder to serve; tests pass one of their own. */
  root?: string;
  /**
   * Keep index.html's prerendered login form. It carries the default branding, so an installation
   * with its own logo or login background (LOGO_URL, LOGIN_BACKGROUND_URL) is served index.html
   * without it: its login form waits for the app rather than showing the wrong brand first.
   */
  firstScreen?: boolean;
}

/**
 * The built React app (apps/web/dist), every non-API path answered by index.html (client-side
 * routes). The build writes brotli and gzip copies beside each text file
 * (apps/web/vite-plugins/precompress.ts); the copy the browser accepts is sent as it is.
 */
export async function serveWebApp(app: FastifyInstance, options: WebAppOptions = {}): Promise<void> {
  const { root = BUILT_WEB_APP, firstScreen = true } = options;
  if (!existsSync(path.join(root, 'index.html'))) return;
  const hashedFiles = path.join(root, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root,
    // One route per file found at start, so an unknown path falls through to index.html below.
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are reached through their file's route, never by a name of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders(reply, file) {
      reply.header('cache-control', file.startsWith(hashedFiles) ? IMMUTABLE : REVALIDATE);
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    // A missing script (an old chunk after a release) is a 404: the browser must not run index.html.
    if (request.url.startsWith('/api/') || request.url.startsWith('/assets/')) return reply.callNotFound();
    if (firstScreen) return reply.sendFile('index.html');
    // Read on every use, as sendFile does, so a new release shows at once; small and uncompressed.
    return readFile(path.join(root, 'index.html'), 'utf8').then((html) =>
      reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(html.replace(FIRST_SCREEN, '')),
    );
  });
}
