import type { ContentType } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPermissions } from '../../platform/db/schema';
import { malformed } from '../../test/api-client';
import {
  byRole,
  expectAuthorizationRow,
  mapRow,
  OWNER_MANAGERS_ONLY,
  type Role,
  type RoleUsers,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';
import { attachCompany, companyRoleId, createProject, defaultSubtypeId, unique } from '../../test/project-factories';

let t: TestApp;
let roles: RoleUsers;
let admin: string;
let superToken: string;
/** The role the grants below are given to: the owner company's manager role (the manager holds it). */
let ownerManagerRoleId: number;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token;
  superToken = roles.super.token;
  ownerManagerRoleId = await companyRoleId(t, admin, roles.manager.companyId, 'manager');
});
afterAll(() => t.close());

/** A project the client company is attached to: its manager (projects.manage) sees it. */
async function clientProject() {
  const project = await createProject(t, admin);
  await attachCompany(t, admin, project.id, roles.clientManager.companyId);
  return project;
}

async function newDefaultFolder(): Promise<number> {
  const subtypeId = await defaultSubtypeId(t, admin);
  const res = await t.as(admin).defaultFolders.create({ body: { name: unique('DF'), project_subtype_id: subtypeId } });
  return res.data.id;
}

/** A folder without grants: owner-company users see it, client users do not. */
async function newFolder(projectId: number): Promise<number> {
  const res = await t
    .as(admin)
    .folders.create({ params: { id: projectId }, body: { name: unique('F'), parentId: null } });
  expect(res.status, res.body).toBe(201);
  return res.data.id;
}

/** One fresh content item of the type per role, so each role's call meets the same state. */
async function contentPerRole(type: ContentType): Promise<Record<Role, number>> {
  const project = await clientProject();
  return byRole(async () =>
    type === 'DefaultFolder'
      ? await newDefaultFolder()
      : type === 'Project'
        ? (await clientProject()).id
        : await newFolder(project.id),
  );
}

async function grantAsSuper(type: ContentType, id: number): Promise<number> {
  const res = await t
    .as(superToken)
    .permissions.createContent({ body: { role_id: ownerManagerRoleId, content_type: type, content_id: id } });
  expect(res.status, res.body).toBe(201);
  return res.data.id;
}

/** DefaultFolder grants: owner-managers with defaultfolder_manage (or the matrix writers). */
const DEFAULT_FOLDER_WRITERS = statusRow(403, { anonymous: 401, super: 201, ownerManager: 201 });
/**
 * Project grants: owner-side users with projects.manage on a project they see. The client's manager
 * holds projects.manage and sees the attached project, but may not widen its own company's view.
 */
const PROJECT_WRITERS = statusRow(403, {
  anonymous: 401,
  super: 201,
  ownerManager: 201,
  manager: 201,
});
/** Folder grants: as projects, and the folder must be visible. */
const FOLDER_WRITERS = PROJECT_WRITERS;

const asRead = (row: Record<Role, number>) => mapRow(row, (status) => (status === 201 ? 200 : status));

describe('authorization', () => {
  const rows: [ContentType, Record<Role, number>][] = [
    ['DefaultFolder', DEFAULT_FOLDER_WRITERS],
    ['Project', PROJECT_WRITERS],
    ['Folder', FOLDER_WRITERS],
  ];

  for (const [type, expected] of rows) {
    it(`POST content-permissions (${type})`, async () => {
      const ids = await contentPerRole(type);
      await expectAuthorizationRow(t, roles, expected, (api, role) =>
        api.permissions.createContent({
          body: { role_id: ownerManagerRoleId, content_type: type, content_id: ids[role] },
        }),
      );
    });

    it(`GET content-permissions?content_type=${type}&content_id=`, async () => {
      const ids = await contentPerRole(type);
      await expectAuthorizationRow(
        t,
        roles,
        type === 'DefaultFolder' ? OWNER_MANAGERS_ONLY : asRead(expected),
        (api, role) => api.permissions.listContent({ query: { content_type: type, content_id: ids[role] } }),
      );
    });

    it(`DELETE content-permissions/{id} (${type})`, async () => {
      const ids = await contentPerRole(type);
      const grants = await byRole((role) => grantAsSuper(type, ids[role]));
      // A folder granted to the owner company's manager role stays visible to the manager.
      await expectAuthorizationRow(t, roles, asRead(expected), (api, role) =>
        api.permissions.deleteContent({ params: { id: grants[role] } }),
      );
    });
  }
});

/**
 * Project grants on a project no client or subcontractor company is attached to, and on one both are
 * attached to: those who may not grant are refused (403) before the project is looked up, so the
 * answer is the same whether or not they see it and tells nothing of a project they do not see.
 */
describe('authorization of project grants, seen and unseen', () => {
  const perRoleProjects = async (attach: boolean) => {
    return byRole(async () => {
      const project = await createProject(t, admin);
      if (attach) {
        await attachCompany(t, admin, project.id, roles.clientManager.companyId);
        await attachCompany(t, admin, project.id, roles.subcontractorEmployee.companyId);
      }
      return project.id;
    });
  };

  for (const attach of [false, true]) {
    const label = attach ? 'attached to both' : 'attached to neither';
    it(`POST, GET and DELETE content-permissions (Project, ${label})`, async () => {
      const ids = await perRoleProjects(attach);
      await expectAuthorizationRow(t, roles, asRead(PROJECT_WRITERS), (api, role) =>
        api.permissions.listContent({ query: { content_type: 'Project', content_id: ids[role] } }),
      );
      await expectAuthorizationRow(t, roles, PROJECT_WRITERS, (api, role) =>
        api.permissions.createContent({
          body: { role_id: ownerManagerRoleId, content_type: 'Project', content_id: ids[role] },
        }),
      );
      const grants = await byRole(async (role) => {
        const existing = await t
          .as(superToken)
          .permissions.listContent({ query: { content_type: 'Project', content_id: ids[role] } });
        return existing.data[0]?.id ?? (await grantAsSuper('Project', ids[role]));
      });
      await expectAuthorizationRow(t, roles, asRead(PROJECT_WRITERS), (api, role) =>
        api.permissions.deleteContent({ params: { id: grants[role] } }),
      );
    });
  }
});

describe('granting content', () => {
  it('content that does not exist is 404; a typed or unknown role is 422', async () => {
    const post = (body: Record<string, unknown>) => t.as(admin).permissions.createContent({ body: malformed(body) });
    for (const [type, id] of [
      ['DefaultFolder', 999_999],
      ['Folder', 999_999],
      ['Folder', 0],
      ['Project', 999_999],
    ] as const) {
      const res = await post({ role_id: ownerManagerRoleId, content_type: type, content_id: id });
      expect(res.status, `${type} ${id}`).toBe(404);
    }

    const project = await clientProject();
    const typedId = (await t.as(admin).permissions.typedRoles()).data[0].id;
    const typed = await post({ role_id: typedId, content_type: 'Project', content_id: project.id });
    expect(typed.status).toBe(422);
    expect(typed.error.fields).toEqual({ role_id: ['role-not-company-role'] });
    const unknown = await post({ role_id: 999_999, content_type: 'Project', content_id: project.id });
    expect(unknown.error.fields).toEqual({ role_id: ['role-not-found'] });
    const badType = await post({ role_id: ownerManagerRoleId, content_type: 'Document', content_id: project.id });
    expect(badType.status).toBe(422);
  });

  it('grants once, lists one item for a project manager, and deletes', async () => {
    const project = await clientProject();
    const folder = await newFolder(project.id);
    const manager = roles.manager.token;
    const body = { role_id: ownerManagerRoleId, content_type: 'Folder', content_id: folder } as const;
    const created = await t.as(manager).permissions.createContent({ body });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ ...body, role: { id: ownerManagerRoleId, name: 'manager' } });
    const again = await t.as(manager).permissions.createContent({ body });
    expect(again.status).toBe(200);
    expect(again.data.id).toBe(created.data.id);

    const listed = await t
      .as(manager)
      .permissions.listContent({ query: { content_type: 'Folder', content_id: folder } });
    expect(listed.data.map((g) => g.id)).toEqual([created.data.id]);
    // A project manager may not list every grant.
    expect((await t.as(manager).permissions.listContent()).status).toBe(403);

    const id = created.data.id;
    expect((await t.as(manager).permissions.deleteContent({ params: { id } })).status).toBe(200);
    expect((await t.as(manager).permissions.deleteContent({ params: { id } })).status).toBe(404);
  });

  it('an owner-manager with defaultfolder_manage grants default folders without the matrix permissions', async () => {
    const folder = await newDefaultFolder();
    const names = ['permissions_manage', 'roles.manage'];
    for (const name of names) {
      await t.as(superToken).permissions.revoke({ params: { role: 'owner', name } });
    }
    try {
      const res = await t.as(admin).permissions.createContent({
        body: { role_id: ownerManagerRoleId, content_type: 'DefaultFolder', content_id: folder },
      });
      expect(res.status).toBe(201);
      await t.as(superToken).permissions.revoke({ params: { role: 'owner', name: 'defaultfolder_manage' } });
      const refused = await t.as(admin).permissions.deleteContent({ params: { id: res.data.id } });
      expect(refused.status).toBe(403);
    } finally {
      for (const name of [...names, 'defaultfolder_manage']) {
        await t.as(superToken).permissions.grant({ body: { role: 'owner', permission: name } });
      }
    }
  });

  it("a client company's manager cannot grant its own company a project or folder", async () => {
    const project = await clientProject();
    const folder = await newFolder(project.id);
    const clientRoleId = await companyRoleId(t, admin, roles.clientManager.companyId, 'employee');
    for (const [type, id] of [
      ['Project', project.id],
      ['Folder', folder],
    ] as const) {
      const res = await t
        .as(roles.clientManager)
        .permissions.createContent({ body: { role_id: clientRoleId, content_type: type, content_id: id } });
      expect(res.status, type).toBe(403);
    }
    const folders = await t.as(roles.clientManager).folders.list({ params: { id: project.id } });
    expect(folders.data.map((f) => f.id)).not.toContain(folder);
  });

  it('matrix writers remove a grant whose content has gone; others get 404', async () => {
    const dangling = await t.ctx.db
      .insert(contentPermissions)
      .values([
        { roleId: ownerManagerRoleId, contentType: 'Folder', contentId: 888_888 },
        { roleId: ownerManagerRoleId, contentType: 'Folder', contentId: 888_889 },
      ])
      .returning({ id: contentPermissions.id });
    const asManager = await t.as(roles.manager).permissions.deleteContent({ params: { id: dangling[0].id } });
    expect(asManager.status).toBe(404);
    expect((await t.as(admin).permissions.deleteContent({ params: { id: dangling[1].id } })).status).toBe(200);
  });
});
