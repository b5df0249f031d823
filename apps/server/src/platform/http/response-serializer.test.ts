import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const app = Fastify().withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  app.setSerializerCompiler(responseSerializerCompiler);
  const user = z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable().optional() });
  app.get('/plain', { schema: { response: { 200: z.object({ data: user }) } } }, async () => ({
    // A presenter that slipped: the hash must never reach the answer.
    data: { id: 7, name: 'Aino', note: null, password_hash: 'secret' } as z.infer<typeof user>,
  }));
  const dated = z.object({ data: z.date() });
  app.get('/dated', { schema: { response: { 200: dated } } }, async () => ({ data: new Date(Date.UTC(2026, 10, 23)) }));
  await app.ready();
});
afterAll(() => app.close());

describe('responseSerializerCompiler', () => {
  it('writes only the properties the schema names', async () => {
    const res = await app.inject({ method: 'GET', url: '/plain' });
    expect(res.json()).toEqual({ data: { id: 7, name: 'Aino', note: null } });
    expect(res.body).not.toContain('secret');
  });

  it('keeps the zod serializer for schemas JSON Schema cannot express', async () => {
    const res = await app.inject({ method: 'GET', url: '/dated' });
    expect(res.json()).toEqual({ data: '2026-11-23T00:00:00.000Z' });
  });
});
