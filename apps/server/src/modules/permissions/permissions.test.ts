import { PERMISSIONS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAuthorizationRow,
  OWNER_MANAGERS_ONLY,
  type RoleUsers,
  type RowCall,
  signInEveryRole,
} from '../../test/authorization';
import { createTestApp, makeCompany, makeUser, type TestApp } from '../../test/harness';

let t: TestApp;
let roles: RoleUsers;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
});
afterAll(() => t.close());

const OWNER_MANAGERS = OWNER_MANAGERS_ONLY;

describe('authorization', () => {
  const reads: [string, RowCall][] = [
    ['rolepermissions', (api) => api.permissions.matrix()],
    ['rolepermissions_owner', (api) => api.permissions.ownerColumn()],
    ['roles', (api) => api.permissions.roles()],
    ['roles_typed', (api) => api.permissions.typedRoles()],
    ['content-permissions', (api) => api.permissions.listContent()],
  ];
  for (const [path, call] of reads) {
    it(`GET ${path}`, async () => {
      await expectAuthorizationRow(t, roles, OWNER_MANAGERS, call);
    });
  }

  it('POST rolepermissions', async () => {
    await expectAuthorizationRow(t, roles, OWNER_MANAGERS, (api) =>
      api.permissions.grant({ body: { role: 'client-editor', permission: 'p:keywords_manage' } }),
    );
  });

  it('DELETE rolepermissions/{role}/permission/{name}', async () => {
    await expectAuthorizationRow(t, roles, OWNER_MANAGERS, (api) =>
      api.permissions.revoke({ params: { role: 'client-editor', name: 'keywords.manage' } }),
    );
  });

  // POST and DELETE content-permissions: content-permissions.test.ts.

  it('writes need permissions_manage or roles.manage besides being an owner-manager', async () => {
    const company = await makeCompany(t.ctx, 'owner');
    const om = await makeUser(t.ctx, { companyId: company.id, roles: ['manager'], isOwner: true });
    const token = await t.tokenFor(om.id);
    for (const name of ['permissions_manage', 'roles.manage']) {
      await t.as(roles.super).permissions.revoke({ params: { role: 'owner', name } });
    }
    try {
      expect((await t.as(token).permissions.matrix()).status).toBe(200);
      const res = await t.as(token).permissions.grant({ body: { role: 'employee', permission: 'import' } });
      expect(res.status).toBe(403);
    } finally {
      for (const name of ['permissions_manage', 'roles.manage']) {
        await t.as(roles.super).permissions.grant({ body: { role: 'owner', permission: name } });
      }
    }
  });
});

describe('the matrix', () => {
  it('lists every permission with its p: label and the columns employee, editor, manager and typed roles', async () => {
    const res = await t.as(roles.ownerManager).permissions.matrix();
    const { permissions, roles: columns } = res.data;
    expect(permissions.map((p) => p.name).sort()).toEqual([...PERMISSIONS].sort());
    expect(permissions).toContainEqual(
      expect.objectContaining({ name: 'projects.manage', label: 'p:projects_manage' }),
    );
    expect(columns.map((c) => c.role)).toEqual([
      'employee',
      'editor',
      'manager',
      'owner-employee',
      'owner-editor',
      'owner-manager',
      'client-employee',
      'client-editor',
      'client-manager',
      'subcontractor-employee',
      'subcontractor-editor',
      'subcontractor-manager',
    ]);
    const manager = columns.find((c) => c.role === 'manager');
    expect(manager?.permissions.map((p) => p.name)).toContain('company-users.manage');

    const owner = (await t.as(roles.super).permissions.ownerColumn()).data;
    expect(owner).toMatchObject({ role: 'owner', company_type: null });
    expect(owner.permissions).toHaveLength(PERMISSIONS.length);
  });

  it('accepts both spellings and refuses unknown roles and permissions', async () => {
    const token = roles.super.token;
    const grant = await t
      .as(token)
      .permissions.grant({ body: { role: 'subcontractor-manager', permission: 'p:document-delete-requests_manage' } });
    expect(grant.data).toEqual({
      role: 'subcontractor-manager',
      permission: 'document-delete-requests.manage',
      label: 'p:document-delete-requests_manage',
      granted: true,
    });
    const bad = await t.as(token).permissions.grant({ body: { role: 'Super', permission: 'nope' } });
    expect(bad.status).toBe(422);
    expect(bad.error.fields).toEqual({ role: ['role-unknown'], permission: ['permission-unknown'] });
    const revoke = await t
      .as(token)
      .permissions.revoke({ params: { role: 'subcontractor-manager', name: 'document-delete-requests.manage' } });
    expect(revoke.data.granted).toBe(false);
    expect((await t.as(token).permissions.revoke({ params: { role: 'nobody', name: 'import' } })).status).toBe(404);
  });

  it('typed columns apply only to users of that company type, from their next request', async () => {
    const sub = await makeCompany(t.ctx, 'subcontractor');
    const client = await makeCompany(t.ctx, 'client');
    const subEmployee = await t.login((await makeUser(t.ctx, { companyId: sub.id })).email);
    const clientEmployee = await t.login((await makeUser(t.ctx, { companyId: client.id })).email);
    const has = async (token: string) =>
      (await t.as(token).auth.currentUser()).data.permissions.some((p) => p.name === 'products.manage');
    expect(await has(subEmployee)).toBe(false);
    await t
      .as(roles.ownerManager)
      .permissions.grant({ body: { role: 'subcontractor-employee', permission: 'products.manage' } });
    expect(await has(subEmployee)).toBe(true);
    expect(await has(clientEmployee)).toBe(false);
    await t
      .as(roles.ownerManager)
      .permissions.revoke({ params: { role: 'subcontractor-employee', name: 'products.manage' } });
    expect(await has(subEmployee)).toBe(false);
  });
});

describe('roles and content permissions', () => {
  it('lists company roles with their company, and typed roles with their type', async () => {
    const company = await makeCompany(t.ctx, 'client', 'Roles Oy');
    const res = (await t.as(roles.super).permissions.roles({ query: { company_id: company.id } })).json();
    expect(res.data.map((r) => r.name)).toEqual(['employee', 'editor', 'manager']);
    expect(res.data[0]).toMatchObject({ company_id: company.id, company_name: 'Roles Oy', company_type: 'client' });
    const typed = (await t.as(roles.super).permissions.typedRoles()).json();
    expect(typed.data).toHaveLength(9);
    expect(typed.data).toContainEqual(
      expect.objectContaining({ name: 'client-manager', company_type: 'client', role: 'manager' }),
    );
    expect(typed.meta.total).toBe(9);
  });
  // Granting content: content-permissions.test.ts.
});

describe('input and abilities', () => {
  it('the matrix says whether the caller may change cells (`can.update`)', async () => {
    const asSuper = await t.as(roles.super).permissions.matrix();
    expect(asSuper.data.can).toEqual({ update: true });
  });

  it('an id of 2³¹ in the path is 404; NUL or a lone surrogate in a body is 422', async () => {
    const token = roles.super.token;
    expect((await t.as(token).permissions.deleteContent({ params: { id: 2147483648 } })).status).toBe(404);
    for (const permission of ['projects.manage\u0000', 'p:\ud800']) {
      const res = await t.as(token).permissions.grant({ body: { role: 'employee', permission } });
      expect(res.status).toBe(422);
    }
  });
});
