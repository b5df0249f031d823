import type { DefaultFolder } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  byRole,
  expectAuthorizationRow,
  OWNER_MANAGERS_ONLY,
  type RoleUsers,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';
import { defaultSubtypeId, unique } from '../../test/project-factories';

let t: TestApp;
let roles: RoleUsers;
let admin: string;
let subtypeId: number;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token;
  subtypeId = await defaultSubtypeId(t, admin);
});
afterAll(() => t.close());

async function newFolder(name = unique('Folder'), parentId?: number, subtype = subtypeId): Promise<DefaultFolder> {
  const res = await t.as(admin).defaultFolders.create({
    body: { name, project_subtype_id: subtype, ...(parentId ? { parent_id: parentId } : {}) },
  });
  expect(res.status, res.body).toBe(201);
  return res.data;
}

describe('authorization', () => {
  it('GET defaultfolders', async () => {
    await expectAuthorizationRow(t, roles, OWNER_MANAGERS_ONLY, (api) => api.defaultFolders.list());
  });

  it('POST defaultfolders', async () => {
    await expectAuthorizationRow(t, roles, statusRow(403, { anonymous: 401, super: 201, ownerManager: 201 }), (api) =>
      api.defaultFolders.create({ body: { name: unique('Auth'), project_subtype_id: subtypeId } }),
    );
  });

  it('PUT defaultfolders/{id}', async () => {
    const folder = await newFolder();
    await expectAuthorizationRow(t, roles, OWNER_MANAGERS_ONLY, (api) =>
      api.defaultFolders.rename({ params: { id: folder.id }, body: { id: folder.id, name: folder.name } }),
    );
  });

  it('DELETE defaultfolders/{id}', async () => {
    const ids = await byRole(async () => (await newFolder()).id);
    await expectAuthorizationRow(t, roles, OWNER_MANAGERS_ONLY, (api, role) =>
      api.defaultFolders.delete({ params: { id: ids[role] } }),
    );
  });

  it('writes need defaultfolder_manage besides owner-manager', async () => {
    await t.as(roles.super).permissions.revoke({ params: { role: 'owner', name: 'defaultfolder_manage' } });
    try {
      const res = await t
        .as(admin)
        .defaultFolders.create({ body: { name: unique('No'), project_subtype_id: subtypeId } });
      expect(res.status).toBe(403);
      expect((await t.as(admin).defaultFolders.list()).status).toBe(200);
    } finally {
      await t.as(roles.super).permissions.grant({ body: { role: 'owner', permission: 'defaultfolder_manage' } });
    }
  });
});

describe('default folders', () => {
  it('builds a tree per subtype, filtered by project_subtype_id, with each folder grants', async () => {
    const other = await t.as(admin).projectSubtypes.create({ body: { name: unique('Sub') } });
    const otherId = other.data.id;
    const root = await newFolder('Root', undefined, otherId);
    const child = await newFolder('Child', root.id, otherId);
    expect(child.parent_id).toBe(root.id);
    const list = await t.as(admin).defaultFolders.list({ query: { project_subtype_id: otherId } });
    expect(list.data.map((f) => [f.name, f.parent_id])).toEqual([
      ['Child', root.id],
      ['Root', null],
    ]);
    const wrongParent = await t
      .as(admin)
      .defaultFolders.create({ body: { name: 'Elsewhere', project_subtype_id: subtypeId, parent_id: root.id } });
    expect(wrongParent.status).toBe(422);
    expect(wrongParent.error.fields).toEqual({ parent_id: ['parent-other-subtype'] });
  });

  it('renames; deleting is refused with 28 while it has descendants', async () => {
    const root = await newFolder();
    const child = await newFolder(unique('Child'), root.id);
    const renamed = await t
      .as(admin)
      .defaultFolders.rename({ params: { id: root.id }, body: { id: root.id, name: 'Renamed' } });
    expect(renamed.data.name).toBe('Renamed');
    const blocked = await t.as(admin).defaultFolders.delete({ params: { id: root.id } });
    expect(blocked.status).toBe(409);
    expect(blocked.error.code).toBe(28);
    expect((await t.as(admin).defaultFolders.delete({ params: { id: child.id } })).status).toBe(200);
    expect((await t.as(admin).defaultFolders.delete({ params: { id: root.id } })).status).toBe(200);
    expect((await t.as(admin).defaultFolders.delete({ params: { id: root.id } })).status).toBe(404);
  });
});

describe('input and abilities', () => {
  it('each default folder and the list carry `can` for the caller', async () => {
    await t.as(admin).defaultFolders.create({ body: { name: 'With abilities', project_subtype_id: subtypeId } });
    const list = await t.as(admin).defaultFolders.list();
    expect(list.json().can).toEqual({ create: true });
    expect(list.data[0].can).toEqual({ update: true, delete: true, createChild: true, grant: true });
  });

  it('an id of 2³¹ in the path is 404; NUL or a lone surrogate in a name is 422', async () => {
    const big = await t.as(admin).defaultFolders.rename({ params: { id: 2147483648 }, body: { name: 'x' } });
    expect(big.status).toBe(404);
    for (const name of ['a\u0000b', 'a\ud800b']) {
      const res = await t.as(admin).defaultFolders.create({ body: { name, project_subtype_id: subtypeId } });
      expect(res.status).toBe(422);
    }
    const bigBody = await t.as(admin).defaultFolders.create({ body: { name: 'x', project_subtype_id: 2147483648 } });
    expect(bigBody.status).toBe(422);
  });
});
