import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { COMPRESS_FROM_BYTES, registerCompression } from './compression';

const LARGE = { data: Array.from({ length: 100 }, (_, id) => ({ id, name: `Project ${id}` })) };
const SMALL = { data: { id: 1 } };

describe('compression of answers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerCompression(app);
    app.get('/api/v1/large', async () => LARGE);
    app.get('/api/v1/small', async () => SMALL);
    // An answer already written as JSON text, as JsonText sends it (the documents list).
    app.get('/api/v1/large-text', async (_request, reply) => {
      reply.type('application/json; charset=utf-8');
      return JSON.stringify(LARGE);
    });
    app.get('/api/v1/photo', async (_request, reply) => reply.type('image/jpeg').send(Buffer.alloc(4096, 1)));
    app.get('/api/v1/file', async (_request, reply) =>
      reply.type('application/octet-stream').send(Buffer.alloc(4096, 1)),
    );
    app.get('/outside-the-api', async () => LARGE);
    app.post('/api/v1/echo', async (request) => request.body);
    await app.ready();
  });
  afterAll(() => app.close());

  it('compresses a large API answer with brotli or gzip, as accepted', async () => {
    expect(JSON.stringify(LARGE).length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const br = await app.inject({ url: '/api/v1/large', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(LARGE);
    const gzip = await app.inject({ url: '/api/v1/large', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(LARGE);
  });

  it('compresses an answer sent as JSON text too', async () => {
    const br = await app.inject({ url: '/api/v1/large-text', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(LARGE);
  });

  it('sends small answers, media files and answers to clients that do not accept it as they are', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const small = await app.inject({ url: '/api/v1/small', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual(SMALL);
    expect((await app.inject({ url: '/api/v1/photo', headers })).headers['content-encoding']).toBeUndefined();
    expect((await app.inject({ url: '/api/v1/file', headers })).headers['content-encoding']).toBeUndefined();
    const plain = await app.inject({ url: '/api/v1/large' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(LARGE);
  });

  it('leaves routes outside the API alone (web files are compressed at build time)', async () => {
    const res = await app.inject({ url: '/outside-the-api', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('does not inflate compressed request bodies', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: '{"a":1}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ a: 1 });
  });
});

describe('compression in the portal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('compresses the large OpenAPI document and not the small health answer', async () => {
    const headers = { 'accept-encoding': 'br' };
    const docs = await t.call('GET', '/api/docs/json', { headers });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(docs.rawPayload).toString()).openapi).toMatch(/^3\./);
    const health = await t.call('GET', '/api/v1/health', { headers });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
