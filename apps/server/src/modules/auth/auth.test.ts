import { BACKGROUND_REQUEST_HEADER, USER_DISABLED_MESSAGE } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, users } from '../../platform/db/schema';
import type { ApiClient, ApiResponse } from '../../test/api-client';
import {
  byRole,
  expectAuthorizationRow,
  ROLES,
  type Role,
  type RoleUsers,
  SIGNED_IN,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { createTestApp, makeCompany, makeUser, TEST_PASSWORD, type TestApp } from '../../test/harness';
import { form, TINY_PNG } from '../../test/multipart';
import { attachCompany, createProject } from '../../test/project-factories';

let t: TestApp;
let roles: RoleUsers;

beforeAll(async () => {
  t = await createTestApp({ config: { LOGIN_MAX_FAILURES_PER_ACCOUNT: 3, LOGIN_MAX_FAILURES_PER_ADDRESS: 1000 } });
  roles = await signInEveryRole(t);
});
afterAll(() => t.close());

const photoForm = () => form({ user_photo: { filename: 'me.png', contentType: 'image/png', content: TINY_PNG } });

describe('POST authenticate', () => {
  it('answers the user with token, roles, permissions, companies and terms_accepted', async () => {
    const company = await makeCompany(t.ctx, 'owner', 'Rakennus Oy');
    const user = await makeUser(t.ctx, { companyId: company.id, roles: ['manager'], termsAccepted: false });
    const res = await t.api.auth.authenticate({
      body: { email: user.email.toUpperCase(), password: TEST_PASSWORD, isPortal: true },
    });
    expect(res.status).toBe(200);
    const u = res.data.user;
    expect(u).toMatchObject({
      id: user.id,
      email: user.email,
      name: user.name,
      terms_accepted: false,
      companies: [{ id: company.id, name: 'Rakennus Oy' }],
    });
    expect(u.token).toMatch(/^\d+\|.{20,}$/);
    expect(u.roles.map((r) => r.display_name).sort()).toEqual(['employee', 'manager']);
    expect(u.permissions.map((p) => p.name)).toContain('projects.manage');
    // The secret is stored only as a hash.
    const [row] = await t.ctx.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.id, Number(u.token.split('|')[0])));
    expect(row.tokenHash).not.toContain(u.token.split('|')[1]);
  });

  it('refuses a wrong password and an unknown e-mail with 401', async () => {
    const user = await makeUser(t.ctx);
    const wrong = await t.api.auth.authenticate({
      body: { email: user.email, password: 'nope-nope-1', isPortal: true },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.errorBody).toMatchObject({ errors: { code: 8 }, errorCode: 8 });
    const unknown = await t.api.auth.authenticate({
      body: { email: 'nobody@example.test', password: 'x', isPortal: true },
    });
    expect(unknown.status).toBe(401);
  });

  it('tells a disabled user so, with 401', async () => {
    const user = await makeUser(t.ctx, { enabled: false });
    const res = await t.api.auth.authenticate({ body: { email: user.email, password: TEST_PASSWORD, isPortal: true } });
    expect(res.status).toBe(401);
    expect(res.error).toMatchObject({ code: 44, message: USER_DISABLED_MESSAGE });
  });

  it('validates the body with field messages', async () => {
    const res = await t.api.auth.authenticate({ body: { email: '', password: '' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.fields)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('throttles an account after repeated failures, counted in the database', async () => {
    const user = await makeUser(t.ctx);
    for (let i = 0; i < 3; i++) {
      const r = await t.api.auth.authenticate({ body: { email: user.email, password: 'wrong-wrong-1' } });
      expect(r.status).toBe(401);
    }
    const blocked = await t.api.auth.authenticate({ body: { email: user.email, password: TEST_PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('session', () => {
  it('GET user is the login check; logout revokes the token', async () => {
    const user = await makeUser(t.ctx);
    const token = await t.login(user.email);
    const me = await t.as(token).auth.currentUser();
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({ id: user.id, email: user.email });
    expect(me.data).not.toHaveProperty('token');
    expect((await t.as(token).auth.logout()).status).toBe(200);
    expect((await t.as(token).auth.currentUser()).status).toBe(401);
  });

  it('refuses a tampered token and an expired one', async () => {
    const user = await makeUser(t.ctx);
    const token = await t.login(user.email);
    const [id] = token.split('|');
    expect((await t.as(`${id}|${'x'.repeat(40)}`).auth.currentUser()).status).toBe(401);
    await t.ctx.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, Number(id)));
    expect((await t.as(token).auth.currentUser()).status).toBe(401);
  });

  it('answers a live token of a user disabled since with 401 "User has been disabled." (44)', async () => {
    const user = await makeUser(t.ctx);
    const token = await t.login(user.email);
    await t.ctx.db.update(users).set({ enabled: false }).where(eq(users.id, user.id));
    const res = await t.as(token).auth.currentUser();
    expect(res.status).toBe(401);
    expect(res.errorBody).toMatchObject({ errors: { code: 44, message: USER_DISABLED_MESSAGE }, errorCode: 44 });
    // Only a genuine token learns that: a wrong secret with the same id stays a plain 401.
    const forged = await t.as(`${token.split('|')[0]}|${'x'.repeat(40)}`).auth.currentUser();
    expect(forged.status).toBe(401);
    expect(forged.error.message).not.toBe(USER_DISABLED_MESSAGE);
  });

  it('extends a token that is used (sliding expiry)', async () => {
    const user = await makeUser(t.ctx);
    const token = await t.login(user.email);
    const id = Number(token.split('|')[0]);
    const soon = new Date(Date.now() + 3 * 60_000);
    await t.ctx.db
      .update(apiTokens)
      .set({ expiresAt: soon, lastUsedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(apiTokens.id, id));
    expect((await t.as(token).auth.currentUser()).status).toBe(200);
    const [row] = await t.ctx.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row.expiresAt.getTime()).toBeGreaterThan(soon.getTime() + 60 * 60_000);
  });

  it('does not extend a token for a background refresh, so an idle open tab still expires', async () => {
    const user = await makeUser(t.ctx);
    const token = await t.login(user.email);
    const id = Number(token.split('|')[0]);
    const soon = new Date(Date.now() + 3 * 60_000);
    await t.ctx.db
      .update(apiTokens)
      .set({ expiresAt: soon, lastUsedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(apiTokens.id, id));
    t.ctx.sessions.clear();
    const background = { [BACKGROUND_REQUEST_HEADER]: '1' };
    expect((await t.as(token).fields.list(undefined, { headers: background })).status).toBe(200);
    const [row] = await t.ctx.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row.expiresAt.getTime()).toBe(soon.getTime());
    // The user's own next request still extends it.
    t.ctx.sessions.clear();
    expect((await t.as(token).auth.currentUser()).status).toBe(200);
    const [after] = await t.ctx.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(after.expiresAt.getTime()).toBeGreaterThan(soon.getTime() + 60 * 60_000);
  });
});

describe("the signed-in user's can", () => {
  // Where there is no resource yet to carry `can`, the user answer carries it: the web's
  // buttons and routes follow these flags and re-derive nothing.
  const expected: Record<Exclude<Role, 'anonymous'>, string[]> = {
    super: ['createProject', 'importProjects', 'manageCompanies', 'administerUsers', 'importUsers', 'manageKeywords'],
    ownerManager: [
      'createProject',
      'importProjects',
      'manageCompanies',
      'administerUsers',
      'importUsers',
      'manageKeywords',
    ],
    manager: ['importUsers'],
    editor: ['manageKeywords'],
    employee: [],
    clientManager: ['importUsers'],
    subcontractorEmployee: [],
  };

  for (const role of ROLES) {
    if (role === 'anonymous') continue;
    const allowed = expected[role];
    it(`${role}: ${allowed.join(', ') || 'nothing'}, and the users list agrees`, async () => {
      const me = await t.as(roles[role]).auth.currentUser();
      const can: Record<string, boolean> = me.data.can;
      expect(
        Object.keys(can)
          .filter((key) => can[key])
          .sort(),
      ).toEqual([...allowed].sort());
      const list = await t.as(roles[role]).users.list();
      expect(list.status).toBe(can.administerUsers ? 200 : 403);
    });
  }
});

describe('terms', () => {
  it('lists English and Finnish terms and records acceptance', async () => {
    const terms = await t.api.auth.privacyTerms();
    expect(terms.status).toBe(200);
    expect(terms.data.translations.map((x) => x.locale)).toEqual(['en', 'fi']);
    const user = await makeUser(t.ctx, { termsAccepted: false });
    const token = await t.login(user.email);
    expect((await t.as(token).auth.acceptPrivacyTerms()).status).toBe(200);
    expect((await t.as(token).auth.currentUser()).data.terms_accepted).toBe(true);
  });
});

describe('real-time authorisation', () => {
  // pusher-js sends its subscription request as a form.
  const subscribe = (channel: string) =>
    t
      .as(roles.employee)
      .auth.pusherAuth({ body: { socket_id: '123.456', channel_name: channel } }, { urlencoded: true });

  it('signs only the caller’s own user channel', async () => {
    const own = await subscribe(`private-user.${roles.employee.id}`);
    expect(own.status).toBe(200);
    expect(own.json().auth).toMatch(/^portal-key:[0-9a-f]{64}$/);
    expect((await subscribe(`private-user.${roles.manager.id}`)).status).toBe(403);
  });

  it('signs a project channel for users who may see the project, 403 otherwise', async () => {
    const admin = roles.ownerManager.token;
    // A subcontractor of its own: attaching the shared one would make it share a project with
    // users whose photo rows this file checks.
    const sub = await makeCompany(t.ctx, 'subcontractor');
    const subUser = await makeUser(t.ctx, { companyId: sub.id });
    const users = {
      ...roles,
      subcontractorEmployee: { id: subUser.id, token: await t.login(subUser.email), companyId: sub.id },
    };
    const shared = await createProject(t, admin);
    await attachCompany(t, admin, shared.id, sub.id);
    const hidden = await createProject(t, admin);
    const row = (projectId: number) => (api: ApiClient) =>
      api.auth.pusherAuth({ body: { socket_id: '1.2', channel_name: `private-project.${projectId}` } });
    await expectAuthorizationRow(t, users, statusRow(200, { anonymous: 401, clientManager: 403 }), row(shared.id));
    await expectAuthorizationRow(
      t,
      users,
      statusRow(200, { anonymous: 401, clientManager: 403, subcontractorEmployee: 403 }),
      row(hidden.id),
    );
    for (const channel of ['private-project.0', 'private-project.01', 'private-project.99999999999', 'presence-x']) {
      const res = await t.as(roles.super).auth.pusherAuth({ body: { socket_id: '1.2', channel_name: channel } });
      expect(res.status, channel).toBe(403);
    }
  });

  it('authorization row', async () => {
    await expectAuthorizationRow(
      t,
      roles,
      {
        anonymous: 401,
        super: 200,
        ownerManager: 200,
        manager: 200,
        editor: 200,
        employee: 200,
        clientManager: 200,
        subcontractorEmployee: 200,
      },
      (api, _role, user) =>
        api.auth.pusherAuth({ body: { socket_id: '1.2', channel_name: `private-user.${user.id}` } }),
    );
  });
});

describe('authorization rows of part 1', () => {
  const everyoneSignedIn = {
    anonymous: 401,
    super: 200,
    ownerManager: 200,
    manager: 200,
    editor: 200,
    employee: 200,
    clientManager: 200,
    subcontractorEmployee: 200,
  };
  const open = { ...everyoneSignedIn, anonymous: 200 };

  it('GET user', () => expectAuthorizationRow(t, roles, everyoneSignedIn, (api) => api.auth.currentUser()));
  it('GET privacyterms', () => expectAuthorizationRow(t, roles, open, (api) => api.auth.privacyTerms()));
  it('GET configuration', () => expectAuthorizationRow(t, roles, open, (api) => api.configuration.configuration()));
  it('GET instance-configuration', () =>
    expectAuthorizationRow(t, roles, open, (api) => api.configuration.instanceConfiguration()));
  it('POST acceptedprivacyterms', () =>
    expectAuthorizationRow(t, roles, everyoneSignedIn, (api) => api.auth.acceptPrivacyTerms()));
  it('POST user/reset-password', () =>
    expectAuthorizationRow(t, roles, open, (api) => api.auth.resetPassword({ body: { email: 'x@example.test' } })));
  it('POST user/change-password (a bad link is 400 for everyone)', () =>
    expectAuthorizationRow(t, roles, statusRow(400), (api) =>
      api.auth.changePassword({
        body: { token: 'nope', email: 'x@example.test', password: 'abc', password_confirmation: 'abc' },
      }),
    ));
  const globals: [string, (api: ApiClient) => Promise<ApiResponse>][] = [
    ['fields', (api) => api.fields.list()],
    ['userTypes', (api) => api.configuration.userTypes()],
    ['companyTypes', (api) => api.configuration.companyTypes()],
    ['allKeywords', (api) => api.fields.allKeywords()],
  ];
  for (const [path, call] of globals) {
    it(`GET ${path} (globals: no-user without a login)`, async () => {
      await expectAuthorizationRow(t, roles, everyoneSignedIn, call);
      expect((await call(t.api)).error.code).toBe('no-user');
    });
  }
  it('GET userphoto/{id} (signed in; 404 without a photo)', () =>
    expectAuthorizationRow(t, roles, statusRow(404, { anonymous: 401 }), (api, _r, u) =>
      api.auth.getUserPhoto({ params: { id: u.id || 1 } }),
    ));
  it('GET userphoto/{id}: its owner, who shares a company or project with them, user administrators', async () => {
    const owner = await makeUser(t.ctx, { companyId: roles.employee.companyId });
    const token = await t.login(owner.email);
    expect((await t.as(token).auth.saveUserPhoto({ params: { id: owner.id }, formData: photoForm() })).status).toBe(
      200,
    );
    await expectAuthorizationRow(
      t,
      roles,
      statusRow(200, { anonymous: 401, clientManager: 404, subcontractorEmployee: 404 }),
      (api) => api.auth.getUserPhoto({ params: { id: owner.id } }),
    );
  });
  it('PUT userphoto/{id} (multipart): self or user administrators', () =>
    expectAuthorizationRow(
      t,
      roles,
      {
        anonymous: 401,
        super: 200,
        ownerManager: 200,
        manager: 200,
        editor: 403,
        employee: 200,
        clientManager: 403,
        subcontractorEmployee: 403,
      },
      (api) => api.auth.saveUserPhoto({ params: { id: roles.employee.id }, formData: photoForm() }),
    ));
  it('PUT userphoto/{id} of a client user: only they, their company-user administrators and user administrators', async () => {
    const client = await makeUser(t.ctx, { companyId: roles.clientManager.companyId });
    await expectAuthorizationRow(
      t,
      roles,
      statusRow(403, { anonymous: 401, super: 200, ownerManager: 200, clientManager: 200 }),
      (api) => api.auth.saveUserPhoto({ params: { id: client.id }, formData: photoForm() }),
    );
  });
  it('DELETE userphoto/{id}: self or user administrators', () =>
    expectAuthorizationRow(
      t,
      roles,
      {
        anonymous: 401,
        super: 200,
        ownerManager: 200,
        manager: 200,
        editor: 403,
        employee: 200,
        clientManager: 403,
        subcontractorEmployee: 403,
      },
      (api) => api.auth.deleteUserPhoto({ params: { id: roles.employee.id } }),
    ));
});

describe('authorization rows: signing in and out', () => {
  it('POST authenticate: open; a token in the request changes nothing', async () => {
    const user = await makeUser(t.ctx);
    await expectAuthorizationRow(t, roles, statusRow(200), (api) =>
      api.auth.authenticate({ body: { email: user.email, password: TEST_PASSWORD } }),
    );
  });

  it('POST authenticate with a wrong password: 401 for every caller', async () => {
    // One account per role, so the per-account failure ceiling (3 here) is never reached.
    const accounts = await byRole(async () => (await makeUser(t.ctx)).email);
    await expectAuthorizationRow(t, roles, statusRow(401), (api, role) =>
      api.auth.authenticate({ body: { email: accounts[role], password: 'not-the-password' } }),
    );
  });

  it('POST logout: every signed-in user, and only their own token is revoked', async () => {
    // Fresh users: the row revokes their tokens, and the shared ones must keep working.
    const fresh = await signInEveryRole(t);
    await expectAuthorizationRow(t, fresh, SIGNED_IN, (api) => api.auth.logout());
    for (const role of ROLES) {
      if (role === 'anonymous') continue;
      expect((await t.as(fresh[role].token).auth.currentUser()).status, role).toBe(401);
      expect((await t.as(roles[role]).auth.currentUser()).status, role).toBe(200);
    }
  });
});
