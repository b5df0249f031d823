import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebApp } from './web-app';

const SCRIPT = `console.log(${JSON.stringify('portal '.repeat(400))});`;
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head>' +
  '<body><!--first-screen--><div id="first-screen">form</div><!--/first-screen--><div id="root"></div></body></html>';

/** A built web app as apps/web's build leaves it: hashed files with .br/.gz copies, index.html, favicon. */
async function fakeBuild(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'portal-web-dist-'));
  await mkdir(path.join(root, 'assets'));
  const script = path.join(root, 'assets', 'index-AbC123.js');
  await writeFile(script, SCRIPT);
  await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${script}.gz`, gzipSync(SCRIPT));
  await writeFile(path.join(root, 'index.html'), INDEX);
  await writeFile(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

describe('the built web app', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = await fakeBuild();
    app = Fastify();
    await serveWebApp(app, { root });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('sends a hashed file precompressed, kept for a year without asking', async () => {
    const res = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the file itself', async () => {
    const gzip = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never lets index.html be cached unchecked, at / or at a client-side route', async () => {
    for (const url of ['/', '/projects', '/project/12?tab=files']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(INDEX);
    }
    const favicon = await app.inject({ url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing hashed file and an unknown API path, not index.html', async () => {
    expect((await app.inject({ url: '/assets/index-Old999.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/v1/nothing-here' })).statusCode).toBe(404);
  });

  it('does not serve the compressed copies under names of their own', async () => {
    expect((await app.inject({ url: '/assets/index-AbC123.js.br' })).statusCode).toBe(404);
  });
});

describe('the first screen (the prerendered login form)', () => {
  let root: string;
  beforeAll(async () => {
    root = await fakeBuild();
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  async function indexOf(firstScreen: boolean) {
    const app = Fastify();
    await serveWebApp(app, { root, firstScreen });
    try {
      return await app.inject({ method: 'GET', url: '/projects' });
    } finally {
      await app.close();
    }
  }

  it('is kept for the default branding and left out for an installation with its own', async () => {
    const kept = await indexOf(true);
    expect(kept.body).toContain('<div id="first-screen">');
    const left = await indexOf(false);
    expect(left.statusCode).toBe(200);
    expect(left.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(left.headers['cache-control']).toBe('no-cache');
    expect(left.body).not.toContain('first-screen');
    expect(left.body).toContain('<div id="root"></div>');
  });
});
