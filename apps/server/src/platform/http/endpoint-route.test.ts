import { defineEndpoint } from '@portal/contracts/http/endpoint';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EndpointRegistry, JsonText, registerEndpoint } from './endpoint-route';
import { responseSerializerCompiler } from './response-serializer';

const answer = z.object({ data: z.object({ name: z.string() }) });
const declare = (path: string) =>
  defineEndpoint({ method: 'GET', path, area: 'configuration', summary: 'Test', auth: 'public', response: answer });

// The text is what the handler vouches for: a key the schema does not name shows that it was sent
// as written, not serialized again (which would drop it, or send the JsonText object itself).
const text = '{"data":{"name":"Oy","written":"by PostgreSQL"}}';

const app = Fastify();
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('endpointRegistry', new EndpointRegistry());
  app.decorateRequest('user', null);
  await app.register(
    async (api) => {
      registerEndpoint(api, declare('sync-text'), () => new JsonText(text));
      registerEndpoint(api, declare('async-text'), async () => new JsonText(text));
      registerEndpoint(api, declare('sync-object'), () => ({ data: { name: 'Oy' } }));
    },
    { prefix: '/api/v1' },
  );
  await app.ready();
});
afterAll(() => app.close());

describe('registerEndpoint', () => {
  it.each(['sync-text', 'async-text'])('sends JSON text as written, from a %s handler', async (path) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/${path}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toBe(text);
  });

  it('still serializes a synchronous answer through its schema', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/sync-object' });
    expect(res.json()).toEqual({ data: { name: 'Oy' } });
  });
});
