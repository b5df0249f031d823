import { publicConfiguration } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/client';
import { expectAuthorizationRow, type Role, type RoleUser, signInEveryRole, statusRow } from '../../test/authorization';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';

let t: TestApp;
let roles: Record<Role, RoleUser>;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      ENVIRONMENT_MARKERS: 'Dev,Demo',
      PROJECT_TYPES: 'infrastructure,marine',
      DOCUMENT_MAP_COLOURING: 'subject',
      DOCUMENT_MAP_STATE_COLOURS: '{"41":"#2b8a3e"}',
    },
  });
  roles = await signInEveryRole(t);
});
afterAll(() => t.close());

describe('configuration and conventions', () => {
  it('answers the public configuration in its schema', async () => {
    const res = await t.call('GET', '/api/v1/configuration');
    expect(res.statusCode).toBe(200);
    const data = publicConfiguration.parse(res.json().data);
    expect(data.environment).toEqual({ dev: true, test: false, demo: true });
    expect(data.projectTypes).toEqual(['infrastructure', 'marine']);
    expect(Object.keys(data.projectTypeTabs)).toEqual(['infrastructure', 'marine']);
    expect(data.pusher.authEndpoint).toBe('/api/v1/auth/pusher');
    expect(data.documentMapColouring).toBe('subject');
    expect(data.documentMapStateColours).toEqual({ '41': '#2b8a3e' });
  });

  it('answers health 200 while the database answers', async () => {
    const res = await t.call('GET', '/api/v1/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok' } });
  });

  it('GET health: open to everyone (authorization row)', async () => {
    await expectAuthorizationRow(t, roles, { method: 'GET', url: '/api/v1/health' }, statusRow(200));
  });

  it('answers health 503 when the database does not answer', async () => {
    // A database server that went away: nothing listens on port 1, so every query is refused at
    // once (an embedded database would take seconds to open on a busy machine just to be closed).
    const dead = await openDatabase({
      databaseUrl: 'postgres://portal@127.0.0.1:1/gone',
      dataDir: t.ctx.config.DATA_DIR,
    });
    const live = t.ctx.db;
    t.ctx.db = dead.db;
    try {
      const res = await t.call('GET', '/api/v1/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ errors: { code: 503 }, errorCode: 503 });
    } finally {
      t.ctx.db = live;
      await dead.close();
    }
    expect((await t.call('GET', '/api/v1/health')).statusCode).toBe(200);
  });

  it('answers an unknown API path with 404 in the error envelope', async () => {
    const res = await t.call('GET', '/api/v1/no/such/call');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errors: { code: 3 }, errorCode: 3 });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.call('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/authenticate', '/api/v1/configuration']));
  });

  it('lists the built-in keyword fields with their fixed ids', async () => {
    const user = await makeUser(t.ctx);
    const token = await t.login(user.email);
    const res = await t.call('GET', '/api/v1/fields', { token });
    const byId = new Map(res.json().data.map((f: { id: number; key: string }) => [f.id, f.key]));
    expect([byId.get(2), byId.get(3), byId.get(4)]).toEqual(['phase', 'subject', 'state']);
  });
});
