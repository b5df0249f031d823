import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAuthorizationRow,
  OWNER_MANAGERS_ONLY,
  type Role,
  type RoleUser,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { createTestApp, findUser, makeCompany, makeUser, TEST_PASSWORD, type TestApp } from '../../test/harness';

let t: TestApp;
let roles: Record<Role, RoleUser>;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  companyId = roles.manager.companyId!;
});
afterAll(() => t.close());

/** users.manage: the seeded owner column grants it to owner-managers, and the matrix can take it away. */
const ADMIN_ONLY = OWNER_MANAGERS_ONLY;

/** Account changes: user administrators; members of the user's company 403, others 404. */
const ACCOUNT = { ...ADMIN_ONLY, clientManager: 404, subcontractorEmployee: 404 } as const;

async function targetsPerRole(): Promise<Record<Role, number>> {
  const targets = {} as Record<Role, number>;
  for (const role of Object.keys(roles) as Role[]) targets[role] = (await makeUser(t.ctx, { companyId })).id;
  return targets;
}

describe('authorization', () => {
  it('GET users', async () => {
    await expectAuthorizationRow(t, roles, { method: 'GET', url: '/api/v1/users' }, ADMIN_ONLY);
  });

  it('GET users/{id}', async () => {
    const target = await makeUser(t.ctx, { companyId });
    await expectAuthorizationRow(
      t,
      roles,
      { method: 'GET', url: `/api/v1/users/${target.id}` },
      {
        ...ACCOUNT,
        manager: 200,
      },
    );
    // Everyone reads their own.
    await expectAuthorizationRow(t, roles, (_role, user) => ({ method: 'GET', url: `/api/v1/users/${user.id}` }), {
      super: 200,
      ownerManager: 200,
      manager: 200,
      editor: 200,
      employee: 200,
      clientManager: 200,
      subcontractorEmployee: 200,
    });
  });

  it('PUT users/{id}', async () => {
    const target = await makeUser(t.ctx, { companyId });
    await expectAuthorizationRow(
      t,
      roles,
      { method: 'PUT', url: `/api/v1/users/${target.id}`, body: { enabled: 1 } },
      ACCOUNT,
    );
  });

  it('DELETE users/{id}', async () => {
    const targets = await targetsPerRole();
    await expectAuthorizationRow(
      t,
      roles,
      (role) => ({ method: 'DELETE', url: `/api/v1/users/${targets[role]}` }),
      ACCOUNT,
    );
  });

  it('PUT users/{id}/global-roles', async () => {
    const target = await makeUser(t.ctx, { companyId });
    await expectAuthorizationRow(
      t,
      roles,
      { method: 'PUT', url: `/api/v1/users/${target.id}/global-roles`, body: { owner: false } },
      // Users outside the target's companies do not learn that the user exists.
      { ...ACCOUNT, ownerManager: 403 },
    );
  });

  it('POST user/manual-password', async () => {
    const target = await makeUser(t.ctx, { companyId });
    await expectAuthorizationRow(
      t,
      roles,
      {
        method: 'POST',
        url: '/api/v1/user/manual-password',
        body: { user_id: target.id, newPassword: 'manual-pass-123' },
      },
      { ...ACCOUNT, manager: 200 },
    );
  });
});

/**
 * The account calls on a user of each caller's own company (the owner company for Super and
 * anonymous callers) and on a user of a company none of them belongs to: a company's managers see
 * and set passwords for their own users; nobody outside the user administration learns of others.
 */
describe("authorization on users of the caller's own company and of another company", () => {
  let otherCompanyId: number;
  beforeAll(async () => {
    otherCompanyId = (await makeCompany(t.ctx, 'subcontractor')).id;
  });
  const own = (role: Role) => roles[role].companyId ?? companyId;
  const other = () => otherCompanyId;

  /** A co-member: administration only, everyone else 403 (they know the user). */
  const OWN_ADMIN = statusRow(403, { anonymous: 401, super: 200, ownerManager: 200 });
  /** A stranger: administration only, everyone else 404. */
  const OTHER_ADMIN = statusRow(404, { anonymous: 401, super: 200, ownerManager: 200 });
  /** A co-member, where the company's managers act too (company-users.manage). */
  const OWN_MANAGERS = { ...OWN_ADMIN, manager: 200, clientManager: 200 };

  async function usersIn(companyOf: (role: Role) => number): Promise<Record<Role, number>> {
    const targets = {} as Record<Role, number>;
    for (const role of Object.keys(roles) as Role[])
      targets[role] = (await makeUser(t.ctx, { companyId: companyOf(role) })).id;
    return targets;
  }

  it('GET users/{id}', async () => {
    for (const [companyOf, expected] of [
      [own, OWN_MANAGERS],
      [other, OTHER_ADMIN],
    ] as const) {
      const targets = await usersIn(companyOf);
      await expectAuthorizationRow(
        t,
        roles,
        (role) => ({ method: 'GET', url: `/api/v1/users/${targets[role]}` }),
        expected,
      );
    }
  });

  it('PUT users/{id}', async () => {
    for (const [companyOf, expected] of [
      [own, OWN_ADMIN],
      [other, OTHER_ADMIN],
    ] as const) {
      const targets = await usersIn(companyOf);
      await expectAuthorizationRow(
        t,
        roles,
        (role) => ({ method: 'PUT', url: `/api/v1/users/${targets[role]}`, body: { enabled: 1 } }),
        expected,
      );
    }
  });

  it('DELETE users/{id}', async () => {
    for (const [companyOf, expected] of [
      [own, OWN_ADMIN],
      [other, OTHER_ADMIN],
    ] as const) {
      const targets = await usersIn(companyOf);
      await expectAuthorizationRow(
        t,
        roles,
        (role) => ({ method: 'DELETE', url: `/api/v1/users/${targets[role]}` }),
        expected,
      );
    }
  });

  it('PUT users/{id}/global-roles', async () => {
    for (const [companyOf, expected] of [
      [own, { ...OWN_ADMIN, ownerManager: 403 }],
      [other, { ...OTHER_ADMIN, ownerManager: 403 }],
    ] as const) {
      const targets = await usersIn(companyOf);
      await expectAuthorizationRow(
        t,
        roles,
        (role) => ({ method: 'PUT', url: `/api/v1/users/${targets[role]}/global-roles`, body: { owner: false } }),
        expected,
      );
    }
  });

  it('POST user/manual-password', async () => {
    for (const [companyOf, expected] of [
      [own, OWN_MANAGERS],
      [other, OTHER_ADMIN],
    ] as const) {
      const targets = await usersIn(companyOf);
      await expectAuthorizationRow(
        t,
        roles,
        (role) => ({
          method: 'POST',
          url: '/api/v1/user/manual-password',
          body: { user_id: targets[role], newPassword: 'manual-pass-123' },
        }),
        expected,
      );
    }
  });
});

describe('users', () => {
  it('lists the inactive users and re-enables one with enabled: 1', async () => {
    const user = await makeUser(t.ctx, { companyId, enabled: false });
    const inactive = (await t.call('GET', '/api/v1/users?enabled=0', { token: roles.ownerManager.token })).json();
    expect(inactive.data.map((u: { id: number }) => u.id)).toContain(user.id);
    expect(inactive.data.every((u: { enabled: boolean }) => !u.enabled)).toBe(true);

    const res = await t.call('PUT', `/api/v1/users/${user.id}`, {
      token: roles.ownerManager.token,
      body: { enabled: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.enabled).toBe(true);
    const active = (await t.call('GET', '/api/v1/users?enabled=1', { token: roles.ownerManager.token })).json();
    expect(active.data.map((u: { id: number }) => u.id)).toContain(user.id);
  });

  it('answers a user with their roles in every company and never the password hash', async () => {
    const other = await makeCompany(t.ctx, 'subcontractor', 'Second Co');
    const user = await makeUser(t.ctx, { companyId, roles: ['editor'] });
    // A user administrator puts an existing account into a second company by giving it a role there.
    const joined = await t.call('POST', `/api/v1/companies/${other.id}/users/${user.id}/roles`, {
      token: roles.super.token,
      body: { id: 'manager' },
    });
    expect(joined.statusCode).toBe(200);
    const res = await t.call('GET', `/api/v1/users?search=${encodeURIComponent(user.email)}`, {
      token: roles.super.token,
    });
    const [row] = res.json().data;
    expect(row.companies.map((c: { name: string }) => c.name)).toContain('Second Co');
    expect(row.roles.map((r: { name: string; company_id: number }) => `${r.company_id}:${r.name}`).sort()).toEqual(
      [`${companyId}:editor`, `${companyId}:employee`, `${other.id}:employee`, `${other.id}:manager`].sort(),
    );
    expect(JSON.stringify(row)).not.toContain('argon2');
  });

  it('shows effective permissions and content permissions (the permission view)', async () => {
    const subcontractor = await makeCompany(t.ctx, 'subcontractor');
    const user = await makeUser(t.ctx, { companyId: subcontractor.id, roles: ['editor'] });
    const om = roles.ownerManager.token;
    await t.call('POST', '/api/v1/rolepermissions', {
      token: om,
      body: { role: 'subcontractor-editor', permission: 'p:products_manage' },
    });
    const [editorRole] = (await t.call('GET', `/api/v1/roles?company_id=${subcontractor.id}`, { token: om }))
      .json()
      .data.filter((r: { name: string }) => r.name === 'editor');
    // A grant points at content that exists (POST content-permissions answers 404 otherwise).
    const subtypeId = (await t.call('GET', '/api/v1/projectSubtypes', { token: om })).json().data[0].id;
    const folderId = (
      await t.call('POST', '/api/v1/defaultfolders', {
        token: om,
        body: { name: 'Permission view', project_subtype_id: subtypeId },
      })
    ).json().data.id;
    await t.call('POST', '/api/v1/content-permissions', {
      token: om,
      body: { role_id: editorRole.id, content_type: 'DefaultFolder', content_id: folderId },
    });
    const res = await t.call('GET', `/api/v1/users/${user.id}`, { token: om });
    expect(res.statusCode).toBe(200);
    const names = res.json().data.permissions.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['document.edit', 'keywords.manage', 'products.manage']));
    expect(names).not.toContain('projects.manage');
    expect(res.json().data.permissions).toContainEqual({ name: 'products.manage', label: 'p:products_manage' });
    expect(res.json().data.contentPermissions).toEqual([
      { id: expect.any(Number), role_id: editorRole.id, content_type: 'DefaultFolder', content_id: folderId },
    ]);
    const superView = await t.call('GET', `/api/v1/users/${roles.super.id}`, { token: roles.super.token });
    expect(superView.json().data.permissions).toHaveLength(22);
  });

  it('lets only a Super grant and revoke owner and Super, never their own Super', async () => {
    const user = await makeUser(t.ctx, { companyId, roles: ['manager'] });
    const grant = await t.call('PUT', `/api/v1/users/${user.id}/global-roles`, {
      token: roles.super.token,
      body: { owner: true, super: 1 },
    });
    expect(grant.json().data).toMatchObject({ is_owner: true, is_super: true });
    const self = await t.call('PUT', `/api/v1/users/${roles.super.id}/global-roles`, {
      token: roles.super.token,
      body: { super: false },
    });
    expect(self.statusCode).toBe(409);
    // Mass assignment: nobody becomes Super through the ordinary edit.
    const sneaky = await t.call('PUT', `/api/v1/users/${roles.ownerManager.id}`, {
      token: roles.ownerManager.token,
      body: { is_super: true, isSuper: true, name: 'Still Owner' },
    });
    expect(sneaky.statusCode).toBe(200);
    expect((await findUser(t.ctx, roles.ownerManager.id)).isSuper).toBe(false);
  });

  it('refuses to disable or delete oneself', async () => {
    const disable = await t.call('PUT', `/api/v1/users/${roles.ownerManager.id}`, {
      token: roles.ownerManager.token,
      body: { enabled: false },
    });
    expect(disable.statusCode).toBe(409);
    const remove = await t.call('DELETE', `/api/v1/users/${roles.ownerManager.id}`, {
      token: roles.ownerManager.token,
    });
    expect(remove.statusCode).toBe(409);
  });

  it('ends the sessions of a disabled user', async () => {
    const user = await makeUser(t.ctx, { companyId });
    const token = await t.login(user.email);
    await t.call('PUT', `/api/v1/users/${user.id}`, { token: roles.ownerManager.token, body: { enabled: '0' } });
    await t.call('PUT', `/api/v1/users/${user.id}`, { token: roles.ownerManager.token, body: { enabled: true } });
    expect((await t.call('GET', '/api/v1/user', { token })).statusCode).toBe(401);
  });

  it('refuses a duplicate e-mail on edit', async () => {
    const a = await makeUser(t.ctx, { companyId });
    const b = await makeUser(t.ctx, { companyId });
    const res = await t.call('PUT', `/api/v1/users/${a.id}`, {
      token: roles.ownerManager.token,
      body: { email: b.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.fields).toEqual({ email: ['email-in-use'] });
  });
});

describe('user administration follows the matrix', () => {
  /** Revokes permissions from matrix columns for the duration of `run`, then grants them back. */
  async function without(grants: { role: string; permission: string }[], run: () => Promise<void>) {
    for (const g of grants) {
      const res = await t.call('DELETE', `/api/v1/rolepermissions/${g.role}/permission/${g.permission}`, {
        token: roles.super.token,
      });
      expect(res.statusCode).toBe(200);
    }
    try {
      await run();
    } finally {
      for (const g of grants) {
        await t.call('POST', '/api/v1/rolepermissions', { token: roles.super.token, body: g });
      }
    }
  }

  it('refuses an owner-manager whose role lost users.manage (403), through every user-administration call', async () => {
    const own = await makeCompany(t.ctx, 'owner');
    const other = await makeCompany(t.ctx, 'client');
    const om = await makeUser(t.ctx, { companyId: own.id, roles: ['manager'], isOwner: true });
    const token = await t.login(om.email);
    const newUser = (email: string) => ({ name: 'New Person', email, roles: [] });
    expect((await t.call('GET', '/api/v1/users', { token })).statusCode).toBe(200);

    await without([{ role: 'owner', permission: 'users.manage' }], async () => {
      expect((await t.call('GET', '/api/v1/users', { token })).statusCode).toBe(403);
      expect((await t.call('GET', '/api/v1/portal/user-requests', { token })).statusCode).toBe(403);
      expect((await t.call('POST', '/api/v1/usercategories', { token, body: { name: 'Revoked' } })).statusCode).toBe(
        403,
      );
      // Another company is no longer theirs to administer. As a companies administrator on the owner
      // side they still know every company (GET companies lists it), so this is 403, not 404.
      const elsewhere = await t.call('POST', `/api/v1/companies/${other.id}/users`, {
        token,
        body: newUser(`elsewhere-${own.id}@example.test`),
      });
      expect(elsewhere.statusCode).toBe(403);
      // Their own company still through company-users.manage, as any manager.
      const inOwn = await t.call('POST', `/api/v1/companies/${own.id}/users`, {
        token,
        body: newUser(`own-${own.id}@example.test`),
      });
      expect(inOwn.statusCode, inOwn.body).toBe(201);
    });

    await without(
      [
        { role: 'owner', permission: 'users.manage' },
        { role: 'owner', permission: 'company-users.manage' },
        { role: 'manager', permission: 'company-users.manage' },
      ],
      async () => {
        const res = await t.call('POST', `/api/v1/companies/${own.id}/users`, {
          token,
          body: newUser(`own-again-${own.id}@example.test`),
        });
        expect(res.statusCode).toBe(403);
      },
    );
    expect((await t.call('GET', '/api/v1/users', { token })).statusCode).toBe(200);
  });
});

describe('POST user/manual-password', () => {
  it('warns about an empty value and a weak one', async () => {
    const user = await makeUser(t.ctx, { companyId });
    for (const body of [{ user_id: user.id, newPassword: '' }, { user_id: user.id }]) {
      const res = await t.call('POST', '/api/v1/user/manual-password', { token: roles.manager.token, body });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.fields).toEqual({ newPassword: ['new-password-empty-warning'] });
    }
    const weak = await t.call('POST', '/api/v1/user/manual-password', {
      token: roles.manager.token,
      body: { user_id: user.id, newPassword: 'short' },
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.fields.newPassword).toContain('password-too-short');
  });

  it("sets the password and ends the user's sessions", async () => {
    const user = await makeUser(t.ctx, { companyId });
    const old = await t.login(user.email);
    const res = await t.call('POST', '/api/v1/user/manual-password', {
      token: roles.manager.token,
      body: { user_id: user.id, newPassword: 'brand-new-pass-9' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.call('GET', '/api/v1/user', { token: old })).statusCode).toBe(401);
    await expect(t.login(user.email, TEST_PASSWORD)).rejects.toThrow();
    expect(await t.login(user.email, 'brand-new-pass-9')).toBeTruthy();
  });
});
