import type { DefaultFolder } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAuthorizationRow,
  OWNER_MANAGERS_ONLY,
  type Role,
  type RoleUser,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';
import { defaultSubtypeId, unique } from '../../test/project-factories';

let t: TestApp;
let roles: Record<Role, RoleUser>;
let admin: string;
let subtypeId: number;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token!;
  subtypeId = await defaultSubtypeId(t, admin);
});
afterAll(() => t.close());

async function newFolder(name = unique('Folder'), parentId?: number, subtype = subtypeId): Promise<DefaultFolder> {
  const res = await t.call('POST', '/api/v1/defaultfolders', {
    token: admin,
    body: { name, project_subtype_id: subtype, ...(parentId ? { parent_id: parentId } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

describe('authorization', () => {
  it('GET defaultfolders', async () => {
    await expectAuthorizationRow(t, roles, { method: 'GET', url: '/api/v1/defaultfolders' }, OWNER_MANAGERS_ONLY);
  });

  it('POST defaultfolders', async () => {
    await expectAuthorizationRow(
      t,
      roles,
      () => ({
        method: 'POST',
        url: '/api/v1/defaultfolders',
        body: { name: unique('Auth'), project_subtype_id: subtypeId },
      }),
      statusRow(403, { anonymous: 401, super: 201, ownerManager: 201 }),
    );
  });

  it('PUT defaultfolders/{id}', async () => {
    const folder = await newFolder();
    await expectAuthorizationRow(
      t,
      roles,
      { method: 'PUT', url: `/api/v1/defaultfolders/${folder.id}`, body: { id: folder.id, name: folder.name } },
      OWNER_MANAGERS_ONLY,
    );
  });

  it('DELETE defaultfolders/{id}', async () => {
    const perRole = new Map<Role, number>();
    for (const role of Object.keys(OWNER_MANAGERS_ONLY) as Role[]) perRole.set(role, (await newFolder()).id);
    await expectAuthorizationRow(
      t,
      roles,
      (role) => ({ method: 'DELETE', url: `/api/v1/defaultfolders/${perRole.get(role)}` }),
      OWNER_MANAGERS_ONLY,
    );
  });

  it('writes need defaultfolder_manage besides owner-manager', async () => {
    await t.call('DELETE', '/api/v1/rolepermissions/owner/permission/defaultfolder_manage', {
      token: roles.super.token,
    });
    try {
      const res = await t.call('POST', '/api/v1/defaultfolders', {
        token: admin,
        body: { name: unique('No'), project_subtype_id: subtypeId },
      });
      expect(res.statusCode).toBe(403);
      expect((await t.call('GET', '/api/v1/defaultfolders', { token: admin })).statusCode).toBe(200);
    } finally {
      await t.call('POST', '/api/v1/rolepermissions', {
        token: roles.super.token,
        body: { role: 'owner', permission: 'defaultfolder_manage' },
      });
    }
  });
});

describe('default folders', () => {
  it('builds a tree per subtype, filtered by project_subtype_id, with each folder grants', async () => {
    const other = await t.call('POST', '/api/v1/projectSubtypes', { token: admin, body: { name: unique('Sub') } });
    const otherId = other.json().data.id;
    const root = await newFolder('Root', undefined, otherId);
    const child = await newFolder('Child', root.id, otherId);
    expect(child.parent_id).toBe(root.id);
    const list = await t.call('GET', `/api/v1/defaultfolders?project_subtype_id=${otherId}`, { token: admin });
    expect((list.json().data as DefaultFolder[]).map((f) => [f.name, f.parent_id])).toEqual([
      ['Child', root.id],
      ['Root', null],
    ]);
    const wrongParent = await t.call('POST', '/api/v1/defaultfolders', {
      token: admin,
      body: { name: 'Elsewhere', project_subtype_id: subtypeId, parent_id: root.id },
    });
    expect(wrongParent.statusCode).toBe(422);
    expect(wrongParent.json().errors.fields).toEqual({ parent_id: ['parent-other-subtype'] });
  });

  it('renames; deleting is refused with 28 while it has descendants', async () => {
    const root = await newFolder();
    const child = await newFolder(unique('Child'), root.id);
    const renamed = await t.call('PUT', `/api/v1/defaultfolders/${root.id}`, {
      token: admin,
      body: { id: root.id, name: 'Renamed' },
    });
    expect(renamed.json().data.name).toBe('Renamed');
    const blocked = await t.call('DELETE', `/api/v1/defaultfolders/${root.id}`, { token: admin });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().errorCode).toBe(28);
    expect((await t.call('DELETE', `/api/v1/defaultfolders/${child.id}`, { token: admin })).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/v1/defaultfolders/${root.id}`, { token: admin })).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/v1/defaultfolders/${root.id}`, { token: admin })).statusCode).toBe(404);
  });
});

describe('input and abilities', () => {
  it('each default folder and the list carry `can` for the caller', async () => {
    await t.call('POST', '/api/v1/defaultfolders', {
      token: admin,
      body: { name: 'With abilities', project_subtype_id: subtypeId },
    });
    const list = await t.call('GET', '/api/v1/defaultfolders', { token: admin });
    expect(list.json().can).toEqual({ create: true });
    expect(list.json().data[0].can).toEqual({ update: true, delete: true, createChild: true, grant: true });
  });

  it('an id of 2³¹ in the path is 404; NUL or a lone surrogate in a name is 422', async () => {
    const big = await t.call('PUT', '/api/v1/defaultfolders/2147483648', { token: admin, body: { name: 'x' } });
    expect(big.statusCode).toBe(404);
    for (const name of ['a\u0000b', 'a\ud800b']) {
      const res = await t.call('POST', '/api/v1/defaultfolders', {
        token: admin,
        body: { name, project_subtype_id: subtypeId },
      });
      expect(res.statusCode).toBe(422);
    }
    const bigBody = await t.call('POST', '/api/v1/defaultfolders', {
      token: admin,
      body: { name: 'x', project_subtype_id: 2147483648 },
    });
    expect(bigBody.statusCode).toBe(422);
  });
});
