import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAuthorizationRow,
  OWNER_MANAGERS_ONLY,
  type Role,
  type RoleUser,
  SIGNED_IN,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';
import { createProject, defaultSubtypeId, unique } from '../../test/project-factories';

let t: TestApp;
let roles: Record<Role, RoleUser>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token!;
});
afterAll(() => t.close());

async function newSubtype(name = unique('Subtype')): Promise<{ id: number; name: string; default: 0 | 1 }> {
  const res = await t.call('POST', '/api/v1/projectSubtypes', { token: admin, body: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

describe('authorization', () => {
  it('GET projectSubtypes', async () => {
    await expectAuthorizationRow(t, roles, { method: 'GET', url: '/api/v1/projectSubtypes' }, SIGNED_IN);
  });

  it('POST projectSubtypes', async () => {
    await expectAuthorizationRow(
      t,
      roles,
      () => ({ method: 'POST', url: '/api/v1/projectSubtypes', body: { name: unique('Auth') } }),
      statusRow(403, { anonymous: 401, super: 201, ownerManager: 201 }),
    );
  });

  it('PUT projectSubtypes/{id}', async () => {
    const subtype = await newSubtype();
    await expectAuthorizationRow(
      t,
      roles,
      { method: 'PUT', url: `/api/v1/projectSubtypes/${subtype.id}`, body: { name: subtype.name } },
      OWNER_MANAGERS_ONLY,
    );
  });

  it('DELETE projectSubtypes/{id}', async () => {
    const perRole = new Map<Role, number>();
    for (const role of Object.keys(OWNER_MANAGERS_ONLY) as Role[]) perRole.set(role, (await newSubtype()).id);
    await expectAuthorizationRow(
      t,
      roles,
      (role) => ({ method: 'DELETE', url: `/api/v1/projectSubtypes/${perRole.get(role)}` }),
      OWNER_MANAGERS_ONLY,
    );
  });

  it('writes need defaultfolder_manage besides owner-manager, as default folders do', async () => {
    const subtype = await newSubtype();
    await t.call('DELETE', '/api/v1/rolepermissions/owner/permission/defaultfolder_manage', {
      token: roles.super.token,
    });
    try {
      const writes = [
        await t.call('POST', '/api/v1/projectSubtypes', { token: admin, body: { name: unique('No') } }),
        await t.call('PUT', `/api/v1/projectSubtypes/${subtype.id}`, { token: admin, body: { name: unique('No') } }),
        await t.call('DELETE', `/api/v1/projectSubtypes/${subtype.id}`, { token: admin }),
      ];
      expect(writes.map((r) => r.statusCode)).toEqual([403, 403, 403]);
      expect((await t.call('GET', '/api/v1/projectSubtypes', { token: admin })).statusCode).toBe(200);
    } finally {
      await t.call('POST', '/api/v1/rolepermissions', {
        token: roles.super.token,
        body: { role: 'owner', permission: 'defaultfolder_manage' },
      });
    }
    expect((await t.call('DELETE', `/api/v1/projectSubtypes/${subtype.id}`, { token: admin })).statusCode).toBe(200);
  });
});

describe('project subtypes', () => {
  it('answers `default` as 1 or 0 (spec part 2 §3), with `can` for the caller', async () => {
    await newSubtype();
    const asAdmin = await t.call('GET', '/api/v1/projectSubtypes', { token: admin });
    const subtypes: { default: number; can: { update: boolean } }[] = asAdmin.json().data;
    expect(subtypes.filter((s) => s.default === 1)).toHaveLength(1);
    expect(subtypes.every((s) => s.default === 0 || s.default === 1)).toBe(true);
    expect(subtypes.every((s) => s.can.update)).toBe(true);
    expect(asAdmin.json().can).toEqual({ create: true });

    const asEmployee = await t.call('GET', '/api/v1/projectSubtypes', { token: roles.employee.token });
    expect(asEmployee.json().can).toEqual({ create: false });
    expect(asEmployee.json().data[0].can).toEqual({ update: false, delete: false });
  });

  it('an id of 2³¹ in the path is 404; NUL or a lone surrogate in a name is 422', async () => {
    const big = await t.call('PUT', '/api/v1/projectSubtypes/2147483648', { token: admin, body: { name: 'x' } });
    expect(big.statusCode).toBe(404);
    for (const name of ['a\u0000b', 'a\ud800b']) {
      const res = await t.call('POST', '/api/v1/projectSubtypes', { token: admin, body: { name } });
      expect(res.statusCode).toBe(422);
    }
  });

  it('a name is required (35); the default subtype cannot be deleted (36)', async () => {
    const blank = await t.call('POST', '/api/v1/projectSubtypes', { token: admin, body: { name: ' ' } });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errorCode).toBe(35);
    const subtype = await newSubtype();
    const rename = await t.call('PUT', `/api/v1/projectSubtypes/${subtype.id}`, { token: admin, body: { name: '' } });
    expect(rename.statusCode).toBe(422);

    const defaultId = await defaultSubtypeId(t, admin);
    const res = await t.call('DELETE', `/api/v1/projectSubtypes/${defaultId}`, { token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe(36);
  });

  it('renames, refuses a name in use, and refuses deleting a subtype projects use', async () => {
    const a = await newSubtype();
    const b = await newSubtype();
    const taken = await t.call('PUT', `/api/v1/projectSubtypes/${b.id}`, { token: admin, body: { name: a.name } });
    expect(taken.statusCode).toBe(409);
    const renamed = await t.call('PUT', `/api/v1/projectSubtypes/${b.id}`, {
      token: admin,
      body: { name: `${b.name}!` },
    });
    expect(renamed.json().data).toEqual({
      id: b.id,
      name: `${b.name}!`,
      default: 0,
      can: { update: true, delete: true },
    });

    await createProject(t, admin, { project_subtype_id: a.id });
    const used = await t.call('DELETE', `/api/v1/projectSubtypes/${a.id}`, { token: admin });
    expect(used.statusCode).toBe(409);
    expect(used.json().errors.fields).toEqual({ id: ['subtype-in-use'] });
  });

  it('deleting a subtype removes its default folders and their grants', async () => {
    const subtype = await newSubtype();
    const folder = await t.call('POST', '/api/v1/defaultfolders', {
      token: admin,
      body: { name: 'Drawings', project_subtype_id: subtype.id },
    });
    const roleId = (await t.call('GET', `/api/v1/roles?company_id=${roles.clientManager.companyId}`, { token: admin }))
      .json()
      .data.find((r: { name: string }) => r.name === 'employee').id;
    await t.call('POST', '/api/v1/content-permissions', {
      token: admin,
      body: { role_id: roleId, content_type: 'DefaultFolder', content_id: folder.json().data.id },
    });
    expect((await t.call('DELETE', `/api/v1/projectSubtypes/${subtype.id}`, { token: admin })).statusCode).toBe(200);
    const grants = await t.call(
      'GET',
      `/api/v1/content-permissions?content_type=DefaultFolder&content_id=${folder.json().data.id}`,
      {
        token: admin,
      },
    );
    expect(grants.json().data).toEqual([]);
    const folders = await t.call('GET', `/api/v1/defaultfolders?project_subtype_id=${subtype.id}`, { token: admin });
    expect(folders.json().data).toEqual([]);
  });
});
