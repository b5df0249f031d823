import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  byRole,
  expectAuthorizationRow,
  OWNER_MANAGERS_ONLY,
  type Role,
  type RoleUsers,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { createTestApp, findUser, makeCompany, makeUser, TEST_PASSWORD, type TestApp } from '../../test/harness';

let t: TestApp;
let roles: RoleUsers;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  companyId = roles.manager.companyId;
});
afterAll(() => t.close());

/** users.manage: the seeded owner column grants it to owner-managers, and the matrix can take it away. */
const ADMIN_ONLY = OWNER_MANAGERS_ONLY;

/** Account changes: user administrators; members of the user's company 403, others 404. */
const ACCOUNT = { ...ADMIN_ONLY, clientManager: 404, subcontractorEmployee: 404 } as const;

const targetsPerRole = () => byRole(async () => (await makeUser(t.ctx, { companyId })).id);

describe('authorization', () => {
  it('GET users', async () => {
    await expectAuthorizationRow(t, roles, ADMIN_ONLY, (api) => api.users.list());
  });

  it('GET users/{id}', async () => {
    const target = await makeUser(t.ctx, { companyId });
    await expectAuthorizationRow(
      t,
      roles,
      {
        ...ACCOUNT,
        manager: 200,
      },
      (api) => api.users.get({ params: { id: target.id } }),
    );
    // Everyone reads their own.
    await expectAuthorizationRow(
      t,
      roles,
      {
        super: 200,
        ownerManager: 200,
        manager: 200,
        editor: 200,
        employee: 200,
        clientManager: 200,
        subcontractorEmployee: 200,
      },
      (api, _role, user) => api.users.get({ params: { id: user.id } }),
    );
  });

  it('PUT users/{id}', async () => {
    const target = await makeUser(t.ctx, { companyId });
    await expectAuthorizationRow(t, roles, ACCOUNT, (api) =>
      api.users.update({ params: { id: target.id }, body: { enabled: 1 } }),
    );
  });

  it('DELETE users/{id}', async () => {
    const targets = await targetsPerRole();
    await expectAuthorizationRow(t, roles, ACCOUNT, (api, role) => api.users.delete({ params: { id: targets[role] } }));
  });

  it('PUT users/{id}/global-roles', async () => {
    const target = await makeUser(t.ctx, { companyId });
    await expectAuthorizationRow(t, roles, { ...ACCOUNT, ownerManager: 403 }, (api) =>
      api.users.setGlobalRoles({ params: { id: target.id }, body: { owner: false } }),
    );
  });

  it('POST user/manual-password', async () => {
    const target = await makeUser(t.ctx, { companyId });
    await expectAuthorizationRow(t, roles, { ...ACCOUNT, manager: 200 }, (api) =>
      api.users.setManualPassword({ body: { user_id: target.id, newPassword: 'manual-pass-123' } }),
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

  const usersIn = (companyOf: (role: Role) => number) =>
    byRole(async (role) => (await makeUser(t.ctx, { companyId: companyOf(role) })).id);

  it('GET users/{id}', async () => {
    for (const [companyOf, expected] of [
      [own, OWN_MANAGERS],
      [other, OTHER_ADMIN],
    ] as const) {
      const targets = await usersIn(companyOf);
      await expectAuthorizationRow(t, roles, expected, (api, role) => api.users.get({ params: { id: targets[role] } }));
    }
  });

  it('PUT users/{id}', async () => {
    for (const [companyOf, expected] of [
      [own, OWN_ADMIN],
      [other, OTHER_ADMIN],
    ] as const) {
      const targets = await usersIn(companyOf);
      await expectAuthorizationRow(t, roles, expected, (api, role) =>
        api.users.update({ params: { id: targets[role] }, body: { enabled: 1 } }),
      );
    }
  });

  it('DELETE users/{id}', async () => {
    for (const [companyOf, expected] of [
      [own, OWN_ADMIN],
      [other, OTHER_ADMIN],
    ] as const) {
      const targets = await usersIn(companyOf);
      await expectAuthorizationRow(t, roles, expected, (api, role) =>
        api.users.delete({ params: { id: targets[role] } }),
      );
    }
  });

  it('PUT users/{id}/global-roles', async () => {
    for (const [companyOf, expected] of [
      [own, { ...OWN_ADMIN, ownerManager: 403 }],
      [other, { ...OTHER_ADMIN, ownerManager: 403 }],
    ] as const) {
      const targets = await usersIn(companyOf);
      await expectAuthorizationRow(t, roles, expected, (api, role) =>
        api.users.setGlobalRoles({ params: { id: targets[role] }, body: { owner: false } }),
      );
    }
  });

  it('POST user/manual-password', async () => {
    for (const [companyOf, expected] of [
      [own, OWN_MANAGERS],
      [other, OTHER_ADMIN],
    ] as const) {
      const targets = await usersIn(companyOf);
      await expectAuthorizationRow(t, roles, expected, (api, role) =>
        api.users.setManualPassword({ body: { user_id: targets[role], newPassword: 'manual-pass-123' } }),
      );
    }
  });
});

describe('users', () => {
  it('lists the inactive users and re-enables one with enabled: 1', async () => {
    const user = await makeUser(t.ctx, { companyId, enabled: false });
    const inactive = (await t.as(roles.ownerManager).users.list({ query: { enabled: '0' } })).json();
    expect(inactive.data.map((u) => u.id)).toContain(user.id);
    expect(inactive.data.every((u) => !u.enabled)).toBe(true);

    const res = await t.as(roles.ownerManager).users.update({ params: { id: user.id }, body: { enabled: 1 } });
    expect(res.status).toBe(200);
    expect(res.data.enabled).toBe(true);
    const active = (await t.as(roles.ownerManager).users.list({ query: { enabled: '1' } })).json();
    expect(active.data.map((u) => u.id)).toContain(user.id);
  });

  it('answers a user with their roles in every company and never the password hash', async () => {
    const other = await makeCompany(t.ctx, 'subcontractor', 'Second Co');
    const user = await makeUser(t.ctx, { companyId, roles: ['editor'] });
    // A user administrator puts an existing account into a second company by giving it a role there.
    const joined = await t
      .as(roles.super)
      .companyUsers.addRole({ params: { id: other.id, userId: user.id }, body: { id: 'manager' } });
    expect(joined.status).toBe(200);
    const res = await t.as(roles.super).users.list({ query: { search: user.email } });
    const [row] = res.data;
    expect(row.companies.map((c) => c.name)).toContain('Second Co');
    expect(row.roles.map((r) => `${r.company_id}:${r.name}`).sort()).toEqual(
      [`${companyId}:editor`, `${companyId}:employee`, `${other.id}:employee`, `${other.id}:manager`].sort(),
    );
    expect(JSON.stringify(row)).not.toContain('argon2');
  });

  it('shows effective permissions and content permissions (the permission view)', async () => {
    const subcontractor = await makeCompany(t.ctx, 'subcontractor');
    const user = await makeUser(t.ctx, { companyId: subcontractor.id, roles: ['editor'] });
    const om = roles.ownerManager.token;
    await t.as(om).permissions.grant({ body: { role: 'subcontractor-editor', permission: 'p:products_manage' } });
    const [editorRole] = (await t.as(om).permissions.roles({ query: { company_id: subcontractor.id } })).data.filter(
      (r) => r.name === 'editor',
    );
    // A grant points at content that exists (POST content-permissions answers 404 otherwise).
    const subtypeId = (await t.as(om).projectSubtypes.list()).data[0].id;
    const folderId = (
      await t.as(om).defaultFolders.create({ body: { name: 'Permission view', project_subtype_id: subtypeId } })
    ).data.id;
    await t.as(om).permissions.createContent({
      body: { role_id: editorRole.id, content_type: 'DefaultFolder', content_id: folderId },
    });
    const res = await t.as(om).users.get({ params: { id: user.id } });
    expect(res.status).toBe(200);
    const names = res.data.permissions.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['document.edit', 'keywords.manage', 'products.manage']));
    expect(names).not.toContain('projects.manage');
    expect(res.data.permissions).toContainEqual({ name: 'products.manage', label: 'p:products_manage' });
    expect(res.data.contentPermissions).toEqual([
      { id: expect.any(Number), role_id: editorRole.id, content_type: 'DefaultFolder', content_id: folderId },
    ]);
    const superView = await t.as(roles.super).users.get({ params: { id: roles.super.id } });
    expect(superView.data.permissions).toHaveLength(22);
  });

  it('lets only a Super grant and revoke owner and Super, never their own Super', async () => {
    const user = await makeUser(t.ctx, { companyId, roles: ['manager'] });
    const grant = await t
      .as(roles.super)
      .users.setGlobalRoles({ params: { id: user.id }, body: { owner: true, super: 1 } });
    expect(grant.data).toMatchObject({ is_owner: true, is_super: true });
    const self = await t
      .as(roles.super)
      .users.setGlobalRoles({ params: { id: roles.super.id }, body: { super: false } });
    expect(self.status).toBe(409);
    // Mass assignment: nobody becomes Super through the ordinary edit.
    const body = { is_super: true, isSuper: true, name: 'Still Owner' };
    const sneaky = await t.as(roles.ownerManager).users.update({ params: { id: roles.ownerManager.id }, body });
    expect(sneaky.status).toBe(200);
    expect((await findUser(t.ctx, roles.ownerManager.id)).isSuper).toBe(false);
  });

  it('refuses to disable or delete oneself', async () => {
    const disable = await t
      .as(roles.ownerManager)
      .users.update({ params: { id: roles.ownerManager.id }, body: { enabled: false } });
    expect(disable.status).toBe(409);
    const remove = await t.as(roles.ownerManager).users.delete({ params: { id: roles.ownerManager.id } });
    expect(remove.status).toBe(409);
  });

  it('ends the sessions of a disabled user', async () => {
    const user = await makeUser(t.ctx, { companyId });
    const token = await t.tokenFor(user.id);
    await t.as(roles.ownerManager).users.update({ params: { id: user.id }, body: { enabled: '0' } });
    await t.as(roles.ownerManager).users.update({ params: { id: user.id }, body: { enabled: true } });
    expect((await t.as(token).auth.currentUser()).status).toBe(401);
  });

  it('refuses a duplicate e-mail on edit', async () => {
    const a = await makeUser(t.ctx, { companyId });
    const b = await makeUser(t.ctx, { companyId });
    const res = await t
      .as(roles.ownerManager)
      .users.update({ params: { id: a.id }, body: { email: b.email.toUpperCase() } });
    expect(res.status).toBe(422);
    expect(res.error.fields).toEqual({ email: ['email-in-use'] });
  });
});

describe('user administration follows the matrix', () => {
  /** Revokes permissions from matrix columns for the duration of `run`, then grants them back. */
  async function without(grants: { role: string; permission: string }[], run: () => Promise<void>) {
    for (const g of grants) {
      const res = await t.as(roles.super).permissions.revoke({ params: { role: g.role, name: g.permission } });
      expect(res.status).toBe(200);
    }
    try {
      await run();
    } finally {
      for (const g of grants) {
        await t.as(roles.super).permissions.grant({ body: g });
      }
    }
  }

  it('refuses an owner-manager whose role lost users.manage (403), through every user-administration call', async () => {
    const own = await makeCompany(t.ctx, 'owner');
    const other = await makeCompany(t.ctx, 'client');
    const om = await makeUser(t.ctx, { companyId: own.id, roles: ['manager'], isOwner: true });
    const token = await t.tokenFor(om.id);
    const newUser = (email: string) => ({ name: 'New Person', email, roles: [] });
    expect((await t.as(token).users.list()).status).toBe(200);

    await without([{ role: 'owner', permission: 'users.manage' }], async () => {
      expect((await t.as(token).users.list()).status).toBe(403);
      expect((await t.as(token).userRequests.list()).status).toBe(403);
      expect((await t.as(token).userCategories.create({ body: { name: 'Revoked' } })).status).toBe(403);
      // Another company is no longer theirs to administer. As a companies administrator on the owner
      // side they still know every company (GET companies lists it), so this is 403, not 404.
      const elsewhere = await t
        .as(token)
        .companyUsers.create({ params: { id: other.id }, body: newUser(`elsewhere-${own.id}@example.test`) });
      expect(elsewhere.status).toBe(403);
      // Their own company still through company-users.manage, as any manager.
      const inOwn = await t
        .as(token)
        .companyUsers.create({ params: { id: own.id }, body: newUser(`own-${own.id}@example.test`) });
      expect(inOwn.status, inOwn.body).toBe(201);
    });

    await without(
      [
        { role: 'owner', permission: 'users.manage' },
        { role: 'owner', permission: 'company-users.manage' },
        { role: 'manager', permission: 'company-users.manage' },
      ],
      async () => {
        const res = await t
          .as(token)
          .companyUsers.create({ params: { id: own.id }, body: newUser(`own-again-${own.id}@example.test`) });
        expect(res.status).toBe(403);
      },
    );
    expect((await t.as(token).users.list()).status).toBe(200);
  });
});

describe('POST user/manual-password', () => {
  it('warns about an empty value and a weak one', async () => {
    const user = await makeUser(t.ctx, { companyId });
    for (const body of [{ user_id: user.id, newPassword: '' }, { user_id: user.id }]) {
      const res = await t.as(roles.manager).users.setManualPassword({ body });
      expect(res.status).toBe(422);
      expect(res.error.fields).toEqual({ newPassword: ['new-password-empty-warning'] });
    }
    const weak = await t
      .as(roles.manager)
      .users.setManualPassword({ body: { user_id: user.id, newPassword: 'short' } });
    expect(weak.status).toBe(422);
    expect(weak.error.fields.newPassword).toContain('password-too-short');
  });

  it("sets the password and ends the user's sessions", async () => {
    const user = await makeUser(t.ctx, { companyId });
    const old = await t.tokenFor(user.id);
    const res = await t
      .as(roles.manager)
      .users.setManualPassword({ body: { user_id: user.id, newPassword: 'brand-new-pass-9' } });
    expect(res.status).toBe(200);
    expect((await t.as(old).auth.currentUser()).status).toBe(401);
    await expect(t.login(user.email, TEST_PASSWORD)).rejects.toThrow();
    expect(await t.login(user.email, 'brand-new-pass-9')).toBeTruthy();
  });
});
