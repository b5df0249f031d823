import { BACKGROUND_REQUEST_HEADER, USER_DISABLED_MESSAGE } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, users } from '../../platform/db/schema';
import {
  expectAuthorizationRow,
  ROLES,
  type Role,
  type RoleUser,
  SIGNED_IN,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { createTestApp, makeCompany, makeUser, TEST_PASSWORD, type TestApp } from '../../test/harness';
import { multipartBody, TINY_PNG } from '../../test/multipart';
import { attachCompany, createProject } from '../../test/project-factories';

let t: TestApp;
let roles: Record<Role, RoleUser>;

beforeAll(async () => {
  t = await createTestApp({ config: { LOGIN_MAX_FAILURES_PER_ACCOUNT: 3, LOGIN_MAX_FAILURES_PER_ADDRESS: 1000 } });
  roles = await signInEveryRole(t);
});
afterAll(() => t.close());

describe('POST authenticate', () => {
  it('answers the user with token, roles, permissions, companies and terms_accepted', async () => {
    const company = await makeCompany(t.ctx, 'owner', 'Rakennus Oy');
    const user = await makeUser(t.ctx, { companyId: company.id, roles: ['manager'], termsAccepted: false });
    const res = await t.call('POST', '/api/v1/authenticate', {
      body: { email: user.email.toUpperCase(), password: TEST_PASSWORD, isPortal: true },
    });
    expect(res.statusCode).toBe(200);
    const u = res.json().data.user;
    expect(u).toMatchObject({
      id: user.id,
      email: user.email,
      name: user.name,
      terms_accepted: false,
      companies: [{ id: company.id, name: 'Rakennus Oy' }],
    });
    expect(u.token).toMatch(/^\d+\|.{20,}$/);
    expect(u.roles.map((r: { display_name: string }) => r.display_name).sort()).toEqual(['employee', 'manager']);
    expect(u.permissions.map((p: { name: string }) => p.name)).toContain('projects.manage');
    // The secret is stored only as a hash.
    const [row] = await t.ctx.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.id, Number(u.token.split('|')[0])));
    expect(row.tokenHash).not.toContain(u.token.split('|')[1]);
  });

  it('refuses a wrong password and an unknown e-mail with 401', async () => {
    const user = await makeUser(t.ctx);
    const wrong = await t.call('POST', '/api/v1/authenticate', {
      body: { email: user.email, password: 'nope-nope-1', isPortal: true },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ errors: { code: 8 }, errorCode: 8 });
    const unknown = await t.call('POST', '/api/v1/authenticate', {
      body: { email: 'nobody@example.test', password: 'x', isPortal: true },
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('tells a disabled user so, with 401', async () => {
    const user = await makeUser(t.ctx, { enabled: false });
    const res = await t.call('POST', '/api/v1/authenticate', {
      body: { email: user.email, password: TEST_PASSWORD, isPortal: true },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toMatchObject({ code: 44, message: USER_DISABLED_MESSAGE });
  });

  it('validates the body with field messages', async () => {
    const res = await t.call('POST', '/api/v1/authenticate', { body: { email: '', password: '' } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors.fields)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('throttles an account after repeated failures, counted in the database', async () => {
    const user = await makeUser(t.ctx);
    for (let i = 0; i < 3; i++) {
      const r = await t.call('POST', '/api/v1/authenticate', {
        body: { email: user.email, password: 'wrong-wrong-1' },
      });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await t.call('POST', '/api/v1/authenticate', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('session', () => {
  it('GET user is the login check; logout revokes the token', async () => {
    const user = await makeUser(t.ctx);
    const token = await t.login(user.email);
    const me = await t.call('GET', '/api/v1/user', { token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ id: user.id, email: user.email });
    expect(me.json().data.token).toBeUndefined();
    expect((await t.call('POST', '/api/v1/logout', { token })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/v1/user', { token })).statusCode).toBe(401);
  });

  it('refuses a tampered token and an expired one', async () => {
    const user = await makeUser(t.ctx);
    const token = await t.login(user.email);
    const [id] = token.split('|');
    expect((await t.call('GET', '/api/v1/user', { token: `${id}|${'x'.repeat(40)}` })).statusCode).toBe(401);
    await t.ctx.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, Number(id)));
    expect((await t.call('GET', '/api/v1/user', { token })).statusCode).toBe(401);
  });

  it('answers a live token of a user disabled since with 401 "User has been disabled." (44)', async () => {
    const user = await makeUser(t.ctx);
    const token = await t.login(user.email);
    await t.ctx.db.update(users).set({ enabled: false }).where(eq(users.id, user.id));
    const res = await t.call('GET', '/api/v1/user', { token });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errors: { code: 44, message: USER_DISABLED_MESSAGE }, errorCode: 44 });
    // Only a genuine token learns that: a wrong secret with the same id stays a plain 401.
    const forged = await t.call('GET', '/api/v1/user', { token: `${token.split('|')[0]}|${'x'.repeat(40)}` });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().errors.message).not.toBe(USER_DISABLED_MESSAGE);
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
    expect((await t.call('GET', '/api/v1/user', { token })).statusCode).toBe(200);
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
    expect((await t.call('GET', '/api/v1/fields', { token, headers: background })).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row.expiresAt.getTime()).toBe(soon.getTime());
    // The user's own next request still extends it.
    t.ctx.sessions.clear();
    expect((await t.call('GET', '/api/v1/user', { token })).statusCode).toBe(200);
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

  for (const [role, allowed] of Object.entries(expected) as [Exclude<Role, 'anonymous'>, string[]][]) {
    it(`${role}: ${allowed.join(', ') || 'nothing'}, and the users list agrees`, async () => {
      const me = await t.call('GET', '/api/v1/user', { token: roles[role].token });
      const can: Record<string, boolean> = me.json().data.can;
      expect(
        Object.keys(can)
          .filter((key) => can[key])
          .sort(),
      ).toEqual([...allowed].sort());
      const list = await t.call('GET', '/api/v1/users', { token: roles[role].token });
      expect(list.statusCode).toBe(can.administerUsers ? 200 : 403);
    });
  }
});

describe('terms', () => {
  it('lists English and Finnish terms and records acceptance', async () => {
    const terms = await t.call('GET', '/api/v1/privacyterms');
    expect(terms.statusCode).toBe(200);
    expect(terms.json().data.translations.map((x: { locale: string }) => x.locale)).toEqual(['en', 'fi']);
    const user = await makeUser(t.ctx, { termsAccepted: false });
    const token = await t.login(user.email);
    expect((await t.call('POST', '/api/v1/acceptedprivacyterms', { token })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/v1/user', { token })).json().data.terms_accepted).toBe(true);
  });
});

describe('real-time authorisation', () => {
  const form = (channel: string) => `socket_id=123.456&channel_name=${encodeURIComponent(channel)}`;

  it('signs only the caller’s own user channel', async () => {
    const me = roles.employee;
    const own = await t.call('POST', '/api/v1/auth/pusher', {
      token: me.token,
      body: form(`private-user.${me.id}`),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().auth).toMatch(/^portal-key:[0-9a-f]{64}$/);
    const other = await t.call('POST', '/api/v1/auth/pusher', {
      token: me.token,
      body: form(`private-user.${roles.manager.id}`),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(other.statusCode).toBe(403);
  });

  it('signs a project channel for users who may see the project, 403 otherwise', async () => {
    const admin = roles.ownerManager.token!;
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
    const row = (projectId: number) => ({
      method: 'POST' as const,
      url: '/api/v1/auth/pusher',
      body: { socket_id: '1.2', channel_name: `private-project.${projectId}` },
    });
    await expectAuthorizationRow(t, users, row(shared.id), statusRow(200, { anonymous: 401, clientManager: 403 }));
    await expectAuthorizationRow(
      t,
      users,
      row(hidden.id),
      statusRow(200, { anonymous: 401, clientManager: 403, subcontractorEmployee: 403 }),
    );
    for (const channel of ['private-project.0', 'private-project.01', 'private-project.99999999999', 'presence-x']) {
      const res = await t.call('POST', '/api/v1/auth/pusher', {
        token: roles.super.token,
        body: { socket_id: '1.2', channel_name: channel },
      });
      expect(res.statusCode, channel).toBe(403);
    }
  });

  it('authorization row', async () => {
    await expectAuthorizationRow(
      t,
      roles,
      (_role, user) => ({
        method: 'POST',
        url: '/api/v1/auth/pusher',
        body: { socket_id: '1.2', channel_name: `private-user.${user.id}` },
      }),
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

  it('GET user', () => expectAuthorizationRow(t, roles, { method: 'GET', url: '/api/v1/user' }, everyoneSignedIn));
  it('GET privacyterms', () => expectAuthorizationRow(t, roles, { method: 'GET', url: '/api/v1/privacyterms' }, open));
  it('GET configuration', () =>
    expectAuthorizationRow(t, roles, { method: 'GET', url: '/api/v1/configuration' }, open));
  it('GET instance-configuration', () =>
    expectAuthorizationRow(t, roles, { method: 'GET', url: '/api/v1/instance-configuration' }, open));
  it('POST acceptedprivacyterms', () =>
    expectAuthorizationRow(t, roles, { method: 'POST', url: '/api/v1/acceptedprivacyterms' }, everyoneSignedIn));
  it('POST user/reset-password', () =>
    expectAuthorizationRow(
      t,
      roles,
      { method: 'POST', url: '/api/v1/user/reset-password', body: { email: 'x@example.test' } },
      open,
    ));
  it('POST user/change-password (a bad link is 400 for everyone)', () =>
    expectAuthorizationRow(
      t,
      roles,
      {
        method: 'POST',
        url: '/api/v1/user/change-password',
        body: { token: 'nope', email: 'x@example.test', password: 'abc', password_confirmation: 'abc' },
      },
      statusRow(400),
    ));
  for (const path of ['fields', 'userTypes', 'companyTypes', 'allKeywords']) {
    it(`GET ${path} (globals: no-user without a login)`, async () => {
      await expectAuthorizationRow(t, roles, { method: 'GET', url: `/api/v1/${path}` }, everyoneSignedIn);
      expect((await t.call('GET', `/api/v1/${path}`)).json().errors.code).toBe('no-user');
    });
  }
  it('GET userphoto/{id} (signed in; 404 without a photo)', () =>
    expectAuthorizationRow(
      t,
      roles,
      (_r, u) => ({ method: 'GET', url: `/api/v1/userphoto/${u.id || 1}` }),
      statusRow(404, { anonymous: 401 }),
    ));
  it('GET userphoto/{id}: its owner, who shares a company or project with them, user administrators', async () => {
    const owner = await makeUser(t.ctx, { companyId: roles.employee.companyId });
    const token = await t.login(owner.email);
    const { body, headers } = multipartBody([
      { name: 'user_photo', filename: 'me.png', contentType: 'image/png', content: TINY_PNG },
    ]);
    expect((await t.call('PUT', `/api/v1/userphoto/${owner.id}`, { token, body, headers })).statusCode).toBe(200);
    await expectAuthorizationRow(
      t,
      roles,
      { method: 'GET', url: `/api/v1/userphoto/${owner.id}` },
      // The client and the subcontractor share no company or project with them: 404, not 403.
      statusRow(200, { anonymous: 401, clientManager: 404, subcontractorEmployee: 404 }),
    );
  });
  it('PUT userphoto/{id} (multipart): self or user administrators', () =>
    expectAuthorizationRow(
      t,
      roles,
      () => {
        const { body, headers } = multipartBody([
          { name: 'user_photo', filename: 'me.png', contentType: 'image/png', content: TINY_PNG },
        ]);
        return { method: 'PUT', url: `/api/v1/userphoto/${roles.employee.id}`, body, headers };
      },
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
    ));
  it('PUT userphoto/{id} of a client user: only they, their company-user administrators and user administrators', async () => {
    const client = await makeUser(t.ctx, { companyId: roles.clientManager.companyId });
    await expectAuthorizationRow(
      t,
      roles,
      () => {
        const { body, headers } = multipartBody([
          { name: 'user_photo', filename: 'me.png', contentType: 'image/png', content: TINY_PNG },
        ]);
        return { method: 'PUT', url: `/api/v1/userphoto/${client.id}`, body, headers };
      },
      statusRow(403, { anonymous: 401, super: 200, ownerManager: 200, clientManager: 200 }),
    );
  });
  it('DELETE userphoto/{id}: self or user administrators', () =>
    expectAuthorizationRow(
      t,
      roles,
      { method: 'DELETE', url: `/api/v1/userphoto/${roles.employee.id}` },
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
    ));
});

describe('authorization rows: signing in and out', () => {
  it('POST authenticate: open; a token in the request changes nothing', async () => {
    const user = await makeUser(t.ctx);
    await expectAuthorizationRow(
      t,
      roles,
      { method: 'POST', url: '/api/v1/authenticate', body: { email: user.email, password: TEST_PASSWORD } },
      statusRow(200),
    );
  });

  it('POST authenticate with a wrong password: 401 for every caller', async () => {
    // One account per role, so the per-account failure ceiling (3 here) is never reached.
    const accounts = {} as Record<Role, string>;
    for (const role of ROLES) accounts[role] = (await makeUser(t.ctx)).email;
    await expectAuthorizationRow(
      t,
      roles,
      (role) => ({
        method: 'POST',
        url: '/api/v1/authenticate',
        body: { email: accounts[role], password: 'not-the-password' },
      }),
      statusRow(401),
    );
  });

  it('POST logout: every signed-in user, and only their own token is revoked', async () => {
    // Fresh users: the row revokes their tokens, and the shared ones must keep working.
    const fresh = await signInEveryRole(t);
    await expectAuthorizationRow(t, fresh, { method: 'POST', url: '/api/v1/logout' }, SIGNED_IN);
    for (const role of ROLES) {
      if (role === 'anonymous') continue;
      expect((await t.call('GET', '/api/v1/user', { token: fresh[role].token })).statusCode, role).toBe(401);
      expect((await t.call('GET', '/api/v1/user', { token: roles[role].token })).statusCode, role).toBe(200);
    }
  });
});
