import { PERMISSIONS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAuthorizationRow,
  OWNER_MANAGERS_ONLY,
  type Role,
  type RoleUser,
  signInEveryRole,
} from '../../test/authorization';
import { createTestApp, makeCompany, makeUser, type TestApp } from '../../test/harness';

let t: TestApp;
let roles: Record<Role, RoleUser>;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
});
afterAll(() => t.close());

const OWNER_MANAGERS = OWNER_MANAGERS_ONLY;

describe('authorization', () => {
  for (const url of ['/rolepermissions', '/rolepermissions_owner', '/roles', '/roles_typed', '/content-permissions']) {
    it(`GET ${url}`, async () => {
      await expectAuthorizationRow(t, roles, { method: 'GET', url: `/api/v1${url}` }, OWNER_MANAGERS);
    });
  }

  it('POST rolepermissions', async () => {
    await expectAuthorizationRow(
      t,
      roles,
      {
        method: 'POST',
        url: '/api/v1/rolepermissions',
        body: { role: 'client-editor', permission: 'p:keywords_manage' },
      },
      OWNER_MANAGERS,
    );
  });

  it('DELETE rolepermissions/{role}/permission/{name}', async () => {
    await expectAuthorizationRow(
      t,
      roles,
      { method: 'DELETE', url: '/api/v1/rolepermissions/client-editor/permission/keywords.manage' },
      OWNER_MANAGERS,
    );
  });

  // POST and DELETE content-permissions: content-permissions.test.ts.

  it('writes need permissions_manage or roles.manage besides being an owner-manager', async () => {
    const company = await makeCompany(t.ctx, 'owner');
    const om = await makeUser(t.ctx, { companyId: company.id, roles: ['manager'], isOwner: true });
    const token = await t.login(om.email);
    for (const name of ['permissions_manage', 'roles.manage']) {
      await t.call('DELETE', `/api/v1/rolepermissions/owner/permission/${name}`, { token: roles.super.token });
    }
    try {
      expect((await t.call('GET', '/api/v1/rolepermissions', { token })).statusCode).toBe(200);
      const res = await t.call('POST', '/api/v1/rolepermissions', {
        token,
        body: { role: 'employee', permission: 'import' },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      for (const name of ['permissions_manage', 'roles.manage']) {
        await t.call('POST', '/api/v1/rolepermissions', {
          token: roles.super.token,
          body: { role: 'owner', permission: name },
        });
      }
    }
  });
});

describe('the matrix', () => {
  it('lists every permission with its p: label and the columns employee, editor, manager and typed roles', async () => {
    const res = await t.call('GET', '/api/v1/rolepermissions', { token: roles.ownerManager.token });
    const { permissions, roles: columns } = res.json().data;
    expect(permissions.map((p: { name: string }) => p.name).sort()).toEqual([...PERMISSIONS].sort());
    expect(permissions).toContainEqual(
      expect.objectContaining({ name: 'projects.manage', label: 'p:projects_manage' }),
    );
    expect(columns.map((c: { role: string }) => c.role)).toEqual([
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
    const manager = columns.find((c: { role: string }) => c.role === 'manager');
    expect(manager.permissions.map((p: { name: string }) => p.name)).toContain('company-users.manage');

    const owner = (await t.call('GET', '/api/v1/rolepermissions_owner', { token: roles.super.token })).json().data;
    expect(owner).toMatchObject({ role: 'owner', company_type: null });
    expect(owner.permissions).toHaveLength(PERMISSIONS.length);
  });

  it('accepts both spellings and refuses unknown roles and permissions', async () => {
    const token = roles.super.token;
    const grant = await t.call('POST', '/api/v1/rolepermissions', {
      token,
      body: { role: 'subcontractor-manager', permission: 'p:document-delete-requests_manage' },
    });
    expect(grant.json().data).toEqual({
      role: 'subcontractor-manager',
      permission: 'document-delete-requests.manage',
      label: 'p:document-delete-requests_manage',
      granted: true,
    });
    const bad = await t.call('POST', '/api/v1/rolepermissions', { token, body: { role: 'Super', permission: 'nope' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.fields).toEqual({ role: ['role-unknown'], permission: ['permission-unknown'] });
    const revoke = await t.call(
      'DELETE',
      '/api/v1/rolepermissions/subcontractor-manager/permission/document-delete-requests.manage',
      {
        token,
      },
    );
    expect(revoke.json().data.granted).toBe(false);
    expect((await t.call('DELETE', '/api/v1/rolepermissions/nobody/permission/import', { token })).statusCode).toBe(
      404,
    );
  });

  it('typed columns apply only to users of that company type, from their next request', async () => {
    const sub = await makeCompany(t.ctx, 'subcontractor');
    const client = await makeCompany(t.ctx, 'client');
    const subEmployee = await t.login((await makeUser(t.ctx, { companyId: sub.id })).email);
    const clientEmployee = await t.login((await makeUser(t.ctx, { companyId: client.id })).email);
    const has = async (token: string) =>
      (await t.call('GET', '/api/v1/user', { token }))
        .json()
        .data.permissions.some((p: { name: string }) => p.name === 'products.manage');
    expect(await has(subEmployee)).toBe(false);
    await t.call('POST', '/api/v1/rolepermissions', {
      token: roles.ownerManager.token,
      body: { role: 'subcontractor-employee', permission: 'products.manage' },
    });
    expect(await has(subEmployee)).toBe(true);
    expect(await has(clientEmployee)).toBe(false);
    await t.call('DELETE', '/api/v1/rolepermissions/subcontractor-employee/permission/products.manage', {
      token: roles.ownerManager.token,
    });
    expect(await has(subEmployee)).toBe(false);
  });
});

describe('roles and content permissions', () => {
  it('lists company roles with their company, and typed roles with their type', async () => {
    const company = await makeCompany(t.ctx, 'client', 'Roles Oy');
    const res = (await t.call('GET', `/api/v1/roles?company_id=${company.id}`, { token: roles.super.token })).json();
    expect(res.data.map((r: { name: string }) => r.name)).toEqual(['employee', 'editor', 'manager']);
    expect(res.data[0]).toMatchObject({ company_id: company.id, company_name: 'Roles Oy', company_type: 'client' });
    const typed = (await t.call('GET', '/api/v1/roles_typed', { token: roles.super.token })).json();
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
    const asSuper = await t.call('GET', '/api/v1/rolepermissions', { token: roles.super.token });
    expect(asSuper.json().data.can).toEqual({ update: true });
  });

  it('an id of 2³¹ in the path is 404; NUL or a lone surrogate in a body is 422', async () => {
    const token = roles.super.token;
    expect((await t.call('DELETE', '/api/v1/content-permissions/2147483648', { token })).statusCode).toBe(404);
    for (const permission of ['projects.manage\u0000', 'p:\ud800']) {
      const res = await t.call('POST', '/api/v1/rolepermissions', { token, body: { role: 'employee', permission } });
      expect(res.statusCode).toBe(422);
    }
  });
});
