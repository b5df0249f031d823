import type { Folder, Project } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folders } from '../../platform/db/schema';
import {
  byRole,
  expectAuthorizationRow,
  type RoleUsers,
  SIGNED_IN,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { createTestApp, makeCompany, makeUser, type TestApp } from '../../test/harness';
import {
  attachCompany,
  companyRoleId,
  createFolder,
  createProject,
  grant,
  listFolders,
  unique,
} from '../../test/project-factories';

let t: TestApp;
let roles: RoleUsers;
let admin: string;
/** A second subcontractor, with one employee. */
let otherSub: { companyId: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token;
  const company = await makeCompany(t.ctx, 'subcontractor');
  const user = await makeUser(t.ctx, { companyId: company.id });
  otherSub = { companyId: company.id, token: await t.tokenFor(user.id) };
});
afterAll(() => t.close());

const names = (folders: Folder[]) => folders.map((f) => f.name);

async function newSubtypeWithTree() {
  const subtype = (await t.as(admin).projectSubtypes.create({ body: { name: unique('Tree') } })).data.id;
  const add = async (name: string, parentId?: number) =>
    (
      await t.as(admin).defaultFolders.create({
        body: { name, project_subtype_id: subtype, ...(parentId ? { parent_id: parentId } : {}) },
      })
    ).data.id;
  const drawings = await add('Drawings');
  const electrical = await add('Electrical', drawings);
  const contracts = await add('Contracts');
  const subEmployee = await companyRoleId(t, admin, roles.subcontractorEmployee.companyId, 'employee');
  const ownerManager = await companyRoleId(t, admin, roles.manager.companyId, 'manager');
  const otherSubEmployee = await companyRoleId(t, admin, otherSub.companyId, 'employee');
  await grant(t, admin, subEmployee, 'DefaultFolder', drawings);
  await grant(t, admin, ownerManager, 'DefaultFolder', drawings);
  await grant(t, admin, otherSubEmployee, 'DefaultFolder', electrical);
  return { subtype, drawings, electrical, contracts, roleIds: { subEmployee, ownerManager, otherSubEmployee } };
}

async function projectFromTree() {
  const tree = await newSubtypeWithTree();
  const project = await createProject(t, admin, { project_subtype_id: tree.subtype });
  await attachCompany(t, admin, project.id, roles.subcontractorEmployee.companyId);
  await attachCompany(t, admin, project.id, otherSub.companyId);
  const all = (await listFolders(t, admin, project.id)).folders;
  const byName = (name: string) => all.find((f) => f.name === name)!;
  return {
    tree,
    project,
    all,
    drawings: byName('Drawings'),
    electrical: byName('Electrical'),
    contracts: byName('Contracts'),
  };
}

describe('authorization', () => {
  let project: Project;
  beforeAll(async () => {
    project = await createProject(t, admin);
    await attachCompany(t, admin, project.id, roles.clientManager.companyId);
    await attachCompany(t, admin, project.id, roles.subcontractorEmployee.companyId);
  });

  it('GET projects/{id}/folders', async () => {
    await expectAuthorizationRow(t, roles, SIGNED_IN, (api) => api.folders.list({ params: { id: project.id } }));
    const hidden = await createProject(t, admin);
    await expectAuthorizationRow(
      t,
      roles,
      statusRow(200, { anonymous: 401, clientManager: 404, subcontractorEmployee: 404 }),
      (api) => api.folders.list({ params: { id: hidden.id } }),
    );
  });

  it('POST projects/{id}/folders: Super and users of owner and subcontractor companies', async () => {
    await expectAuthorizationRow(t, roles, statusRow(201, { anonymous: 401, clientManager: 403 }), (api) =>
      api.folders.create({ params: { id: project.id }, body: { name: unique('F'), parentId: 0 } }),
    );
  });

  it('PUT folders/{id} (a folder without grants: owner companies only)', async () => {
    const folder = (await t.as(admin).folders.create({ params: { id: project.id }, body: { name: unique('F') } })).data;
    await expectAuthorizationRow(
      t,
      roles,
      statusRow(200, { anonymous: 401, clientManager: 404, subcontractorEmployee: 404 }),
      (api) => api.folders.rename({ params: { id: folder.id }, body: { name: folder.name } }),
    );
  });

  it('DELETE folders/{id}', async () => {
    const expected = statusRow(200, { anonymous: 401, clientManager: 404, subcontractorEmployee: 404 });
    const ids = await byRole(
      async () =>
        (await t.as(admin).folders.create({ params: { id: project.id }, body: { name: unique('D') } })).data.id,
    );
    await expectAuthorizationRow(t, roles, expected, (api, role) => api.folders.delete({ params: { id: ids[role] } }));
  });

  it('PUT and DELETE folders/{id} of a folder a subcontractor employee made: its managers and the owner side', async () => {
    // The creator's company is granted the folder, so other owner-company users no longer see it;
    // the creator is no manager of their company, so they see it but may not change it.
    const make = async () => {
      const res = await t
        .as(roles.subcontractorEmployee)
        .folders.create({ params: { id: project.id }, body: { name: unique('S') } });
      expect(res.status).toBe(201);
      return res.data;
    };
    const expected = statusRow(404, { anonymous: 401, super: 200, ownerManager: 200, subcontractorEmployee: 403 });
    const folder = await make();
    await expectAuthorizationRow(t, roles, expected, (api) =>
      api.folders.rename({ params: { id: folder.id }, body: { name: folder.name } }),
    );
    const ids = await byRole(async () => (await make()).id);
    await expectAuthorizationRow(t, roles, expected, (api, role) => api.folders.delete({ params: { id: ids[role] } }));
  });
});

describe('a new project copies its subtype default folders', () => {
  it('with the tree, default_folder_id, the default flag and the grants as Folder grants', async () => {
    const { tree, project, all, drawings, electrical, contracts } = await projectFromTree();
    expect(all[0]).toMatchObject({ id: 0, main: true, parent_id: null });
    expect(names(all)).toEqual(['main', 'Contracts', 'Drawings', 'Electrical']);
    expect(drawings).toMatchObject({
      project_id: project.id,
      parent_id: null,
      default_folder_id: tree.drawings,
      default: true,
      main: false,
      subfoldercount: 1,
      filecount: 0,
    });
    expect(electrical).toMatchObject({ parent_id: drawings.id, default_folder_id: tree.electrical, subfoldercount: 0 });
    expect(contracts).toMatchObject({ default_folder_id: tree.contracts, contentPermissions: [] });
    expect(drawings.contentPermissions.map((g) => [g.content_type, g.content_id, g.role_id]).sort()).toEqual(
      [
        ['Folder', drawings.id, tree.roleIds.subEmployee],
        ['Folder', drawings.id, tree.roleIds.ownerManager],
      ].sort(),
    );
    expect(electrical.contentPermissions.map((g) => g.role_id)).toEqual([tree.roleIds.otherSubEmployee]);
  });
});

describe('folder visibility', () => {
  it('a subcontractor employee does not see a folder granted only to another company, in the list or by id', async () => {
    const { project, electrical, contracts, drawings } = await projectFromTree();
    const sub = roles.subcontractorEmployee.token;
    const seen = await listFolders(t, sub, project.id);
    expect(seen.status).toBe(200);
    // Drawings is granted to their company; Electrical only to the other subcontractor; Contracts has no grant.
    expect(names(seen.folders)).toEqual(['main', 'Drawings']);
    expect(seen.folders[1].subfoldercount).toBe(0);
    for (const hidden of [electrical, contracts]) {
      expect((await t.as(sub).folders.rename({ params: { id: hidden.id }, body: { name: 'x' } })).status).toBe(404);
      expect((await t.as(sub).folders.delete({ params: { id: hidden.id } })).status).toBe(404);
      const child = await t
        .as(sub)
        .folders.create({ params: { id: project.id }, body: { name: 'Inside', parentId: hidden.id } });
      // A hidden parent is a folder not found, like every hidden folder.
      expect(child.status).toBe(404);
    }
    // So is a parent of another project.
    const elsewhere = await createProject(t, admin);
    const foreignParent = await t
      .as(admin)
      .folders.create({ params: { id: elsewhere.id }, body: { name: 'Elsewhere', parentId: drawings.id } });
    expect(foreignParent.status).toBe(404);

    // The other subcontractor sees its folder, shown as a root since its parent is hidden from it.
    const other = await listFolders(t, otherSub.token, project.id);
    expect(other.folders.map((f) => [f.name, f.parent_id])).toEqual([
      ['main', null],
      ['Electrical', null],
    ]);
    expect(other.folders.some((f) => f.id === drawings.id)).toBe(false);
  });

  it('owner-company users see folders without grants, and granted ones only through their role', async () => {
    const { project } = await projectFromTree();
    expect(names((await listFolders(t, roles.employee.token, project.id)).folders)).toEqual(['main', 'Contracts']);
    expect(names((await listFolders(t, roles.manager.token, project.id)).folders)).toEqual([
      'main',
      'Contracts',
      'Drawings',
    ]);
    // Owner-managers and Super administer the grants, so they see everything.
    expect(names((await listFolders(t, roles.super.token, project.id)).folders)).toHaveLength(4);
    // A client user does not see the project at all.
    expect((await listFolders(t, roles.clientManager.token, project.id)).status).toBe(404);
  });

  it('a Project grant shows every folder of the project to that role', async () => {
    const { project } = await projectFromTree();
    const role = await companyRoleId(t, admin, roles.subcontractorEmployee.companyId, 'employee');
    await grant(t, admin, role, 'Project', project.id);
    const seen = await listFolders(t, roles.subcontractorEmployee.token, project.id);
    expect(names(seen.folders)).toEqual(['main', 'Contracts', 'Drawings', 'Electrical']);
    const one = await t.as(admin).projects.get({ params: { id: project.id } });
    expect(one.data.contentPermissions).toEqual([
      expect.objectContaining({ role_id: role, content_type: 'Project', content_id: project.id }),
    ]);
  });
});

describe('creating, renaming and deleting folders', () => {
  it('a sub folder takes its parent grants; a subcontractor root folder is granted to its company', async () => {
    const { project, drawings } = await projectFromTree();
    const sub = roles.subcontractorEmployee.token;
    const child = await t
      .as(sub)
      .folders.create({ params: { id: project.id }, body: { name: 'Wiring', parentId: drawings.id } });
    expect(child.status).toBe(201);
    expect(child.data).toMatchObject({ name: 'Wiring', parent_id: drawings.id, default: false, main: false });
    // Both of Drawings' grants are copied; the subcontractor is shown only its own company's one.
    expect(child.data.contentPermissions).toEqual([
      expect.objectContaining({
        role_id: await companyRoleId(t, admin, roles.subcontractorEmployee.companyId, 'employee'),
      }),
    ]);
    const seenByAdmin = (await listFolders(t, admin, project.id)).folders.find((f) => f.name === 'Wiring')!;
    expect(seenByAdmin.contentPermissions).toHaveLength(2);

    const root = await t.as(sub).folders.create({ params: { id: project.id }, body: { name: 'Site photos' } });
    expect(root.status).toBe(201);
    expect(names((await listFolders(t, sub, project.id)).folders)).toEqual([
      'main',
      'Drawings',
      'Site photos',
      'Wiring',
    ]);
    expect(names((await listFolders(t, otherSub.token, project.id)).folders)).not.toContain('Site photos');

    const blank = await t.as(sub).folders.create({ params: { id: project.id }, body: { name: ' ' } });
    expect(blank.status).toBe(422);
  });

  it('deletes only a folder that is not main, not default and has no sub folders', async () => {
    const { project, drawings, contracts } = await projectFromTree();
    const main = await t.as(admin).folders.delete({ params: { id: 0 } });
    expect(main.status).toBe(409);
    expect(main.error.fields).toEqual({ id: ['folder-is-main'] });
    expect((await t.as(admin).folders.rename({ params: { id: 0 }, body: { name: 'x' } })).status).toBe(409);

    const isDefault = await t.as(admin).folders.delete({ params: { id: contracts.id } });
    expect(isDefault.status).toBe(409);
    expect(isDefault.error.fields).toEqual({ id: ['folder-is-default'] });

    const parent = (await t.as(admin).folders.create({ params: { id: project.id }, body: { name: 'Parent' } })).data;
    const child = (
      await t.as(admin).folders.create({ params: { id: project.id }, body: { name: 'Child', parentId: parent.id } })
    ).data;
    const withChild = await t.as(admin).folders.delete({ params: { id: parent.id } });
    expect(withChild.status).toBe(409);
    expect(withChild.error.code).toBe(28);

    const renamed = await t.as(admin).folders.rename({ params: { id: drawings.id }, body: { name: 'Plans' } });
    expect(renamed.data).toMatchObject({ id: drawings.id, name: 'Plans', default: true });

    expect((await t.as(admin).folders.delete({ params: { id: child.id } })).status).toBe(200);
    expect((await t.as(admin).folders.delete({ params: { id: parent.id } })).status).toBe(200);
    expect(names((await listFolders(t, admin, project.id)).folders)).toEqual([
      'main',
      'Contracts',
      'Electrical',
      'Plans',
    ]);
  });
});

describe('who may rename and delete (DECISIONS.md "Who may write")', () => {
  /** A manager of the subcontractor company of `roles`. */
  let subManager: string;
  /** A manager of the other subcontractor. */
  let otherSubManager: string;
  beforeAll(async () => {
    const one = await makeUser(t.ctx, { companyId: roles.subcontractorEmployee.companyId, roles: ['manager'] });
    subManager = await t.tokenFor(one.id);
    const two = await makeUser(t.ctx, { companyId: otherSub.companyId, roles: ['manager'] });
    otherSubManager = await t.tokenFor(two.id);
  });

  it('a subcontractor employee may not rename the owner default folder they see (403)', async () => {
    const { drawings } = await projectFromTree();
    const sub = roles.subcontractorEmployee.token;
    const res = await t.as(sub).folders.rename({ params: { id: drawings.id }, body: { name: 'Mine now' } });
    expect(res.status).toBe(403);
    // Nor may their manager: a default folder copy is the owner side's.
    expect((await t.as(subManager).folders.rename({ params: { id: drawings.id }, body: { name: 'x' } })).status).toBe(
      403,
    );
    expect((await listFolders(t, admin, drawings.project_id)).folders.find((f) => f.id === drawings.id)?.name).toBe(
      'Drawings',
    );
    // The answer said so.
    expect((await listFolders(t, sub, drawings.project_id)).folders.find((f) => f.id === drawings.id)?.can).toEqual({
      update: false,
      delete: false,
    });
  });

  it('a folder a subcontractor made: its managers and the owner side rename and delete it, its employees not', async () => {
    const { project } = await projectFromTree();
    const sub = roles.subcontractorEmployee.token;
    const made = await createFolder(t, sub, project.id, { name: unique('Site') });
    expect(made.can).toEqual({ update: false, delete: false });

    const renamed = await t.as(subManager).folders.rename({ params: { id: made.id }, body: { name: 'Renamed' } });
    expect(renamed.status).toBe(200);
    expect(renamed.data).toMatchObject({ name: 'Renamed', can: { update: true, delete: true } });
    expect((await t.as(sub).folders.rename({ params: { id: made.id }, body: { name: 'x' } })).status).toBe(403);
    // Another subcontractor's manager does not even see it.
    expect((await t.as(otherSubManager).folders.rename({ params: { id: made.id }, body: { name: 'x' } })).status).toBe(
      404,
    );
    // The owner side may change it too (an owner-manager: the folder is granted to the subcontractor
    // only, so other owner-company users do not see it).
    expect((await t.as(admin).folders.rename({ params: { id: made.id }, body: { name: 'Owner' } })).status).toBe(200);
    expect((await t.as(sub).folders.delete({ params: { id: made.id } })).status).toBe(403);
    expect((await t.as(subManager).folders.delete({ params: { id: made.id } })).status).toBe(200);
  });

  it('a subcontractor manager may not change a folder the owner side made', async () => {
    const { project, drawings } = await projectFromTree();
    // Made by the owner-manager inside Drawings, so the subcontractor sees it through the copied grants.
    const ownerMade = await createFolder(t, admin, project.id, { name: unique('Owner'), parentId: drawings.id });
    const seen = (await listFolders(t, subManager, project.id)).folders.find((f) => f.id === ownerMade.id);
    expect(seen?.can).toEqual({ update: false, delete: false });
    expect((await t.as(subManager).folders.rename({ params: { id: ownerMade.id }, body: { name: 'x' } })).status).toBe(
      403,
    );
  });

  it('records the creating company; can.delete is false for default copies and folders with sub folders', async () => {
    const { project, drawings, contracts } = await projectFromTree();
    const parent = await createFolder(t, admin, project.id, { name: unique('Parent') });
    await createFolder(t, admin, project.id, { name: unique('Child'), parentId: parent.id });
    const all = (await listFolders(t, admin, project.id)).folders;
    const byId = (id: number) => all.find((f) => f.id === id)!;
    expect(byId(parent.id).can).toEqual({ update: true, delete: false });
    expect(byId(contracts.id).can).toEqual({ update: true, delete: false });
    expect(byId(drawings.id).can.update).toBe(true);
    const rows = await t.ctx.db.select().from(folders).where(eq(folders.id, parent.id));
    expect(rows[0].createdByCompanyId).toBe(roles.ownerManager.companyId);
  });
});

describe('malformed input', () => {
  it('a folder or project id of 2^31 in the path is 404; NUL or a lone surrogate in a name is 422', async () => {
    const project = await createProject(t, admin);
    expect((await t.as(admin).folders.list({ params: { id: 2147483648 } })).status).toBe(404);
    expect((await t.as(admin).folders.rename({ params: { id: 2147483648 }, body: { name: 'x' } })).status).toBe(404);
    expect((await t.as(admin).folders.delete({ params: { id: 2147483648 } })).status).toBe(404);
    for (const name of ['a\u0000b', 'lone \udc00']) {
      const res = await t.as(admin).folders.create({ params: { id: project.id }, body: { name } });
      expect(res.status).toBe(422);
    }
    const parent = await t
      .as(admin)
      .folders.create({ params: { id: project.id }, body: { name: 'x', parentId: 2147483648 } });
    expect(parent.status).toBe(422);
  });
});
