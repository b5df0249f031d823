import { publicConfiguration } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { routeUrl } from '@portal/contracts/http/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/client';
import { expectAuthorizationRow, type RoleUsers, signInEveryRole, statusRow } from '../../test/authorization';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';

let t: TestApp;
let roles: RoleUsers;
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
    const res = await t.api.configuration.configuration();
    expect(res.status).toBe(200);
    const data = publicConfiguration.parse(res.data);
    expect(data.environment).toEqual({ dev: true, test: false, demo: true });
    expect(data.projectTypes).toEqual(['infrastructure', 'marine']);
    expect(Object.keys(data.projectTypeTabs)).toEqual(['infrastructure', 'marine']);
    expect(data.pusher.authEndpoint).toBe(routeUrl(endpoints.auth.pusherAuth.path));
    expect(data.documentMapColouring).toBe('subject');
    expect(data.documentMapStateColours).toEqual({ '41': '#2b8a3e' });
  });

  it('answers health 200 while the database answers', async () => {
    const res = await t.api.configuration.health();
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok' } });
  });

  it('GET health: open to everyone (authorization row)', async () => {
    await expectAuthorizationRow(t, roles, statusRow(200), (api) => api.configuration.health());
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
      const res = await t.api.configuration.health();
      expect(res.status).toBe(503);
      expect(res.errorBody).toMatchObject({ errors: { code: 503 }, errorCode: 503 });
    } finally {
      t.ctx.db = live;
      await dead.close();
    }
    expect((await t.api.configuration.health()).status).toBe(200);
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.raw('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        routeUrl(endpoints.auth.authenticate.path),
        routeUrl(endpoints.configuration.configuration.path),
      ]),
    );
  });

  it('lists the built-in keyword fields with their fixed ids', async () => {
    const user = await makeUser(t.ctx);
    const token = await t.tokenFor(user.id);
    const res = await t.as(token).fields.list();
    const byId = new Map(res.data.map((f) => [f.id, f.key]));
    expect([byId.get(2), byId.get(3), byId.get(4)]).toEqual(['phase', 'subject', 'state']);
  });
});
