import type { ContentType } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPermissions } from '../../platform/db/schema';
import {
  expectAuthorizationRow,
  OWNER_MANAGERS_ONLY,
  ROLES,
  type Role,
  type RoleUser,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';
import { attachCompany, companyRoleId, createProject, defaultSubtypeId, unique } from '../../test/project-factories';

let t: TestApp;
let roles: Record<Role, RoleUser>;
let admin: string;
let superToken: string;
/** The role the grants below are given to: the owner company's manager role (the manager holds it). */
let ownerManagerRoleId: number;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token!;
  superToken = roles.super.token!;
  ownerManagerRoleId = await companyRoleId(t, admin, roles.manager.companyId!, 'manager');
});
afterAll(() => t.close());

/** A project the client company is attached to: its manager (projects.manage) sees it. */
async function clientProject() {
  const project = await createProject(t, admin);
  await attachCompany(t, admin, project.id, roles.clientManager.companyId!);
  return project;
}

async function newDefaultFolder(): Promise<number> {
  const subtypeId = await defaultSubtypeId(t, admin);
  const res = await t.call('POST', '/api/v1/defaultfolders', {
    token: admin,
    body: { name: unique('DF'), project_subtype_id: subtypeId },
  });
  return res.json().data.id;
}

/** A folder without grants: owner-company users see it, client users do not. */
async function newFolder(projectId: number): Promise<number> {
  const res = await t.call('POST', `/api/v1/projects/${projectId}/folders`, {
    token: admin,
    body: { name: unique('F'), parentId: null },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

/** One fresh content item of the type per role, so each role's call meets the same state. */
async function contentPerRole(type: ContentType): Promise<Record<Role, number>> {
  const project = await clientProject();
  const ids = {} as Record<Role, number>;
  for (const role of ROLES) {
    ids[role] =
      type === 'DefaultFolder'
        ? await newDefaultFolder()
        : type === 'Project'
          ? (await clientProject()).id
          : await newFolder(project.id);
  }
  return ids;
}

async function grantAsSuper(type: ContentType, id: number): Promise<number> {
  const res = await t.call('POST', '/api/v1/content-permissions', {
    token: superToken,
    body: { role_id: ownerManagerRoleId, content_type: type, content_id: id },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
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

const asRead = (row: Record<Role, number>) =>
  Object.fromEntries(Object.entries(row).map(([role, status]) => [role, status === 201 ? 200 : status])) as Record<
    Role,
    number
  >;

describe('authorization', () => {
  const rows: [ContentType, Record<Role, number>][] = [
    ['DefaultFolder', DEFAULT_FOLDER_WRITERS],
    ['Project', PROJECT_WRITERS],
    ['Folder', FOLDER_WRITERS],
  ];

  for (const [type, expected] of rows) {
    it(`POST content-permissions (${type})`, async () => {
      const ids = await contentPerRole(type);
      await expectAuthorizationRow(
        t,
        roles,
        (role) => ({
          method: 'POST',
          url: '/api/v1/content-permissions',
          body: { role_id: ownerManagerRoleId, content_type: type, content_id: ids[role] },
        }),
        expected,
      );
    });

    it(`GET content-permissions?content_type=${type}&content_id=`, async () => {
      const ids = await contentPerRole(type);
      await expectAuthorizationRow(
        t,
        roles,
        (role) => ({ method: 'GET', url: `/api/v1/content-permissions?content_type=${type}&content_id=${ids[role]}` }),
        // Owner-managers read every grant; DefaultFolder grants are theirs alone.
        type === 'DefaultFolder' ? OWNER_MANAGERS_ONLY : asRead(expected),
      );
    });

    it(`DELETE content-permissions/{id} (${type})`, async () => {
      const ids = await contentPerRole(type);
      const grants = {} as Record<Role, number>;
      for (const role of ROLES) grants[role] = await grantAsSuper(type, ids[role]);
      // A folder granted to the owner company's manager role stays visible to the manager.
      await expectAuthorizationRow(
        t,
        roles,
        (role) => ({ method: 'DELETE', url: `/api/v1/content-permissions/${grants[role]}` }),
        asRead(expected),
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
    const ids = {} as Record<Role, number>;
    for (const role of ROLES) {
      const project = await createProject(t, admin);
      if (attach) {
        await attachCompany(t, admin, project.id, roles.clientManager.companyId!);
        await attachCompany(t, admin, project.id, roles.subcontractorEmployee.companyId!);
      }
      ids[role] = project.id;
    }
    return ids;
  };

  for (const attach of [false, true]) {
    const label = attach ? 'attached to both' : 'attached to neither';
    it(`POST, GET and DELETE content-permissions (Project, ${label})`, async () => {
      const ids = await perRoleProjects(attach);
      await expectAuthorizationRow(
        t,
        roles,
        (role) => ({
          method: 'GET',
          url: `/api/v1/content-permissions?content_type=Project&content_id=${ids[role]}`,
        }),
        asRead(PROJECT_WRITERS),
      );
      await expectAuthorizationRow(
        t,
        roles,
        (role) => ({
          method: 'POST',
          url: '/api/v1/content-permissions',
          body: { role_id: ownerManagerRoleId, content_type: 'Project', content_id: ids[role] },
        }),
        PROJECT_WRITERS,
      );
      const grants = {} as Record<Role, number>;
      for (const role of ROLES) {
        const existing = await t.call(
          'GET',
          `/api/v1/content-permissions?content_type=Project&content_id=${ids[role]}`,
          {
            token: superToken,
          },
        );
        const rows = existing.json().data as { id: number }[];
        grants[role] = rows[0]?.id ?? (await grantAsSuper('Project', ids[role]));
      }
      await expectAuthorizationRow(
        t,
        roles,
        (role) => ({ method: 'DELETE', url: `/api/v1/content-permissions/${grants[role]}` }),
        asRead(PROJECT_WRITERS),
      );
    });
  }
});

describe('granting content', () => {
  it('content that does not exist is 404; a typed or unknown role is 422', async () => {
    const post = (body: Record<string, unknown>) =>
      t.call('POST', '/api/v1/content-permissions', { token: admin, body });
    for (const [type, id] of [
      ['DefaultFolder', 999_999],
      ['Folder', 999_999],
      ['Folder', 0],
      ['Project', 999_999],
    ] as const) {
      const res = await post({ role_id: ownerManagerRoleId, content_type: type, content_id: id });
      expect(res.statusCode, `${type} ${id}`).toBe(404);
    }

    const project = await clientProject();
    const typedId = (await t.call('GET', '/api/v1/roles_typed', { token: admin })).json().data[0].id;
    const typed = await post({ role_id: typedId, content_type: 'Project', content_id: project.id });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().errors.fields).toEqual({ role_id: ['role-not-company-role'] });
    const unknown = await post({ role_id: 999_999, content_type: 'Project', content_id: project.id });
    expect(unknown.json().errors.fields).toEqual({ role_id: ['role-not-found'] });
    const badType = await post({ role_id: ownerManagerRoleId, content_type: 'Document', content_id: project.id });
    expect(badType.statusCode).toBe(422);
  });

  it('grants once, lists one item for a project manager, and deletes', async () => {
    const project = await clientProject();
    const folder = await newFolder(project.id);
    const manager = roles.manager.token;
    const body = { role_id: ownerManagerRoleId, content_type: 'Folder', content_id: folder };
    const created = await t.call('POST', '/api/v1/content-permissions', { token: manager, body });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ ...body, role: { id: ownerManagerRoleId, name: 'manager' } });
    const again = await t.call('POST', '/api/v1/content-permissions', { token: manager, body });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(created.json().data.id);

    const listed = await t.call('GET', `/api/v1/content-permissions?content_type=Folder&content_id=${folder}`, {
      token: manager,
    });
    expect(listed.json().data.map((g: { id: number }) => g.id)).toEqual([created.json().data.id]);
    // A project manager may not list every grant.
    expect((await t.call('GET', '/api/v1/content-permissions', { token: manager })).statusCode).toBe(403);

    const id = created.json().data.id;
    expect((await t.call('DELETE', `/api/v1/content-permissions/${id}`, { token: manager })).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/v1/content-permissions/${id}`, { token: manager })).statusCode).toBe(404);
  });

  it('an owner-manager with defaultfolder_manage grants default folders without the matrix permissions', async () => {
    const folder = await newDefaultFolder();
    const names = ['permissions_manage', 'roles.manage'];
    for (const name of names) {
      await t.call('DELETE', `/api/v1/rolepermissions/owner/permission/${name}`, { token: superToken });
    }
    try {
      const res = await t.call('POST', '/api/v1/content-permissions', {
        token: admin,
        body: { role_id: ownerManagerRoleId, content_type: 'DefaultFolder', content_id: folder },
      });
      expect(res.statusCode).toBe(201);
      await t.call('DELETE', '/api/v1/rolepermissions/owner/permission/defaultfolder_manage', { token: superToken });
      const refused = await t.call('DELETE', `/api/v1/content-permissions/${res.json().data.id}`, { token: admin });
      expect(refused.statusCode).toBe(403);
    } finally {
      for (const name of [...names, 'defaultfolder_manage']) {
        await t.call('POST', '/api/v1/rolepermissions', {
          token: superToken,
          body: { role: 'owner', permission: name },
        });
      }
    }
  });

  it("a client company's manager cannot grant its own company a project or folder", async () => {
    const project = await clientProject();
    const folder = await newFolder(project.id);
    const clientRoleId = await companyRoleId(t, admin, roles.clientManager.companyId!, 'employee');
    for (const [type, id] of [
      ['Project', project.id],
      ['Folder', folder],
    ] as const) {
      const res = await t.call('POST', '/api/v1/content-permissions', {
        token: roles.clientManager.token,
        body: { role_id: clientRoleId, content_type: type, content_id: id },
      });
      expect(res.statusCode, type).toBe(403);
    }
    const folders = await t.call('GET', `/api/v1/projects/${project.id}/folders`, { token: roles.clientManager.token });
    expect(folders.json().data.map((f: { id: number }) => f.id)).not.toContain(folder);
  });

  it('matrix writers remove a grant whose content has gone; others get 404', async () => {
    const dangling = await t.ctx.db
      .insert(contentPermissions)
      .values([
        { roleId: ownerManagerRoleId, contentType: 'Folder', contentId: 888_888 },
        { roleId: ownerManagerRoleId, contentType: 'Folder', contentId: 888_889 },
      ])
      .returning({ id: contentPermissions.id });
    const asManager = await t.call('DELETE', `/api/v1/content-permissions/${dangling[0].id}`, {
      token: roles.manager.token,
    });
    expect(asManager.statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/v1/content-permissions/${dangling[1].id}`, { token: admin })).statusCode).toBe(
      200,
    );
  });
});
