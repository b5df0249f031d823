import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  byRole,
  expectAuthorizationRow,
  OWNER_MANAGERS_ONLY,
  type RoleUsers,
  SIGNED_IN,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { findOne } from '../../test/find-one';
import { createTestApp, type TestApp } from '../../test/harness';
import { createProject, defaultSubtypeId, unique } from '../../test/project-factories';

let t: TestApp;
let roles: RoleUsers;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token;
});
afterAll(() => t.close());

async function newSubtype(name = unique('Subtype')): Promise<{ id: number; name: string; default: 0 | 1 }> {
  const res = await t.as(admin).projectSubtypes.create({ body: { name } });
  expect(res.status, res.body).toBe(201);
  return res.data;
}

describe('authorization', () => {
  it('GET projectSubtypes', async () => {
    await expectAuthorizationRow(t, roles, SIGNED_IN, (api) => api.projectSubtypes.list());
  });

  it('POST projectSubtypes', async () => {
    await expectAuthorizationRow(t, roles, statusRow(403, { anonymous: 401, super: 201, ownerManager: 201 }), (api) =>
      api.projectSubtypes.create({ body: { name: unique('Auth') } }),
    );
  });

  it('PUT projectSubtypes/{id}', async () => {
    const subtype = await newSubtype();
    await expectAuthorizationRow(t, roles, OWNER_MANAGERS_ONLY, (api) =>
      api.projectSubtypes.rename({ params: { id: subtype.id }, body: { name: subtype.name } }),
    );
  });

  it('DELETE projectSubtypes/{id}', async () => {
    const ids = await byRole(async () => (await newSubtype()).id);
    await expectAuthorizationRow(t, roles, OWNER_MANAGERS_ONLY, (api, role) =>
      api.projectSubtypes.delete({ params: { id: ids[role] } }),
    );
  });

  it('writes need defaultfolder_manage besides owner-manager, as default folders do', async () => {
    const subtype = await newSubtype();
    await t.as(roles.super).permissions.revoke({ params: { role: 'owner', name: 'defaultfolder_manage' } });
    try {
      const writes = [
        await t.as(admin).projectSubtypes.create({ body: { name: unique('No') } }),
        await t.as(admin).projectSubtypes.rename({ params: { id: subtype.id }, body: { name: unique('No') } }),
        await t.as(admin).projectSubtypes.delete({ params: { id: subtype.id } }),
      ];
      expect(writes.map((r) => r.status)).toEqual([403, 403, 403]);
      expect((await t.as(admin).projectSubtypes.list()).status).toBe(200);
    } finally {
      await t.as(roles.super).permissions.grant({ body: { role: 'owner', permission: 'defaultfolder_manage' } });
    }
    expect((await t.as(admin).projectSubtypes.delete({ params: { id: subtype.id } })).status).toBe(200);
  });
});

describe('project subtypes', () => {
  it('answers `default` as 1 or 0 (spec part 2 §3), with `can` for the caller', async () => {
    await newSubtype();
    const asAdmin = await t.as(admin).projectSubtypes.list();
    const subtypes: { default: number; can: { update: boolean } }[] = asAdmin.data;
    expect(subtypes.filter((s) => s.default === 1)).toHaveLength(1);
    expect(subtypes.every((s) => s.default === 0 || s.default === 1)).toBe(true);
    expect(subtypes.every((s) => s.can.update)).toBe(true);
    expect(asAdmin.json().can).toEqual({ create: true });

    const asEmployee = await t.as(roles.employee).projectSubtypes.list();
    expect(asEmployee.json().can).toEqual({ create: false });
    expect(asEmployee.data[0].can).toEqual({ update: false, delete: false });
  });

  it('an id of 2³¹ in the path is 404; NUL or a lone surrogate in a name is 422', async () => {
    const big = await t.as(admin).projectSubtypes.rename({ params: { id: 2147483648 }, body: { name: 'x' } });
    expect(big.status).toBe(404);
    for (const name of ['a\u0000b', 'a\ud800b']) {
      const res = await t.as(admin).projectSubtypes.create({ body: { name } });
      expect(res.status).toBe(422);
    }
  });

  it('a name is required (35); the default subtype cannot be deleted (36)', async () => {
    const blank = await t.as(admin).projectSubtypes.create({ body: { name: ' ' } });
    expect(blank.status).toBe(422);
    expect(blank.error.code).toBe(35);
    const subtype = await newSubtype();
    const rename = await t.as(admin).projectSubtypes.rename({ params: { id: subtype.id }, body: { name: '' } });
    expect(rename.status).toBe(422);

    const defaultId = await defaultSubtypeId(t, admin);
    const res = await t.as(admin).projectSubtypes.delete({ params: { id: defaultId } });
    expect(res.status).toBe(409);
    expect(res.error.code).toBe(36);
  });

  it('renames, refuses a name in use, and refuses deleting a subtype projects use', async () => {
    const a = await newSubtype();
    const b = await newSubtype();
    const taken = await t.as(admin).projectSubtypes.rename({ params: { id: b.id }, body: { name: a.name } });
    expect(taken.status).toBe(409);
    const renamed = await t.as(admin).projectSubtypes.rename({ params: { id: b.id }, body: { name: `${b.name}!` } });
    expect(renamed.data).toEqual({
      id: b.id,
      name: `${b.name}!`,
      default: 0,
      can: { update: true, delete: true },
    });

    await createProject(t, admin, { project_subtype_id: a.id });
    const used = await t.as(admin).projectSubtypes.delete({ params: { id: a.id } });
    expect(used.status).toBe(409);
    expect(used.error.fields).toEqual({ id: ['subtype-in-use'] });
  });

  it('deleting a subtype removes its default folders and their grants', async () => {
    const subtype = await newSubtype();
    const folder = await t
      .as(admin)
      .defaultFolders.create({ body: { name: 'Drawings', project_subtype_id: subtype.id } });
    const clientRoles = await t.as(admin).permissions.roles({ query: { company_id: roles.clientManager.companyId } });
    const roleId = findOne(clientRoles.data, (r) => r.name === 'employee').id;
    await t.as(admin).permissions.createContent({
      body: { role_id: roleId, content_type: 'DefaultFolder', content_id: folder.data.id },
    });
    expect((await t.as(admin).projectSubtypes.delete({ params: { id: subtype.id } })).status).toBe(200);
    const grants = await t
      .as(admin)
      .permissions.listContent({ query: { content_type: 'DefaultFolder', content_id: folder.data.id } });
    expect(grants.data).toEqual([]);
    const folders = await t.as(admin).defaultFolders.list({ query: { project_subtype_id: subtype.id } });
    expect(folders.data).toEqual([]);
  });
});
