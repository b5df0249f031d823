import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers gain less than compressing them costs (and fit a few TCP packets anyway). */
export const COMPRESS_FROM_BYTES = 1024;

/** JSON, CSV and other text; never images, archives or `application/octet-stream` files. */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/](?:json|xml)(?:;|$)/;

/**
 * Compresses API answers of at least 1 KiB with brotli or gzip, as the client accepts (phones on
 * weak networks: a page of projects shrinks about tenfold). Only routes under /api/: the web app's
 * files are compressed at build time (web-app.ts) and the WebSocket endpoint sends frames, not
 * answers. Request bodies are not decompressed: no client sends compressed bodies, and accepting
 * them would let a small upload inflate past the body limit checks. Register before any route.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') && route.compress === undefined) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_FROM_BYTES,
    customTypes: COMPRESSIBLE,
  });
}
