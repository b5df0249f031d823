import type { Project } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAuthorizationRow, type RoleUsers, signInEveryRole, statusRow } from '../../test/authorization';
import { createTestApp, makeCompany, makeUser, type TestApp } from '../../test/harness';
import { attachCompany, createProject } from '../../test/project-factories';

/*
 * DECISIONS.md "Who may write": a project's own record and its company list need projects.manage
 * and the owner side. Client and subcontractor managers hold projects.manage, and see the projects
 * their company is attached to, but may not edit, archive or delete them, nor change or list the
 * companies that may be attached.
 */

let t: TestApp;
let roles: RoleUsers;
let admin: string;
/** A manager of the subcontractor company of `roles` (projects.manage through the manager role). */
let subManager: string;
let project: Project;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token;
  const user = await makeUser(t.ctx, { companyId: roles.subcontractorEmployee.companyId, roles: ['manager'] });
  subManager = await t.tokenFor(user.id);
  project = await createProject(t, admin);
  await attachCompany(t, admin, project.id, roles.clientManager.companyId);
  await attachCompany(t, admin, project.id, roles.subcontractorEmployee.companyId);
});
afterAll(() => t.close());

const get = async (token: string, id = project.id) => (await t.as(token).projects.get({ params: { id } })).data;

describe('client and subcontractor managers', () => {
  it('a subcontractor manager cannot delete the owner project, which stays for the owner staff', async () => {
    const res = await t.as(subManager).projects.delete({ params: { id: project.id } });
    expect(res.status).toBe(403);
    expect((await get(roles.manager.token)).deleted_at).toBeNull();
  });

  it('a subcontractor manager cannot attach or detach companies, nor list the companies to attach', async () => {
    const other = await makeCompany(t.ctx, 'subcontractor');
    const attach = await t
      .as(subManager)
      .projects.attachCompany({ params: { id: project.id }, body: { company_id: other.id } });
    expect(attach.status).toBe(403);
    const detach = await t
      .as(subManager)
      .projects.detachCompany({ params: { id: project.id, companyId: roles.clientManager.companyId } });
    expect(detach.status).toBe(403);
    const available = await t.as(subManager).projects.availableCompanies({ params: { id: project.id } });
    expect(available.status).toBe(403);
    expect((await get(admin)).companies.map((c) => c.id)).not.toContain(other.id);
  });

  it('a client manager cannot archive or edit the project', async () => {
    const archive = await t.as(roles.clientManager).projects.update({
      params: { id: project.id },
      body: { code: project.code, name: project.name, type: project.type, active: false },
    });
    expect(archive.status).toBe(403);
    expect((await get(admin)).active).toBe(true);
  });

  it('on a project their company is not attached to, they get 404', async () => {
    const hidden = await createProject(t, admin);
    const body = { code: hidden.code, name: 'x', type: hidden.type, active: false };
    for (const token of [subManager, roles.clientManager.token]) {
      expect((await t.as(token).projects.update({ params: { id: hidden.id }, body })).status).toBe(404);
      expect((await t.as(token).projects.delete({ params: { id: hidden.id } })).status).toBe(404);
    }
  });

  it('the answer says so in `can`; they may still add folders where their company may', async () => {
    expect((await get(subManager)).can).toEqual({
      update: false,
      archive: false,
      delete: false,
      manageCompanies: false,
      manageGrants: false,
      createFolder: true,
    });
    // Client companies do not add folders (spec part 2 §6).
    expect((await get(roles.clientManager.token)).can.createFolder).toBe(false);
    expect((await get(admin)).can).toEqual({
      update: true,
      archive: true,
      delete: true,
      manageCompanies: true,
      manageGrants: true,
      createFolder: true,
    });
  });
});

describe('the owner side', () => {
  it('owner-company managers and Super still edit, archive, attach and delete', async () => {
    const own = await createProject(t, admin);
    const other = await makeCompany(t.ctx, 'client');
    for (const token of [roles.manager.token, roles.super.token]) {
      const put = await t.as(token).projects.update({
        params: { id: own.id },
        body: { code: own.code, name: 'Owner edit', type: own.type, active: false },
      });
      expect(put.status).toBe(200);
      expect(put.data).toMatchObject({ name: 'Owner edit', active: false });
      const attach = await t
        .as(token)
        .projects.attachCompany({ params: { id: own.id }, body: { company_id: other.id } });
      expect(attach.status).toBeLessThan(300);
      const detach = await t.as(token).projects.detachCompany({ params: { id: own.id, companyId: other.id } });
      expect(detach.status).toBe(200);
    }
    expect((await t.as(roles.manager).projects.delete({ params: { id: own.id } })).status).toBe(200);
  });
});

describe('no directory of other companies', () => {
  it('outside the owner side, a project shows only the caller’s own companies and their grants', async () => {
    const own = (await get(subManager)).companies.map((c) => c.id);
    expect(own).toEqual([roles.subcontractorEmployee.companyId]);
    const listed = await t.as(subManager).projects.companies({ params: { id: project.id } });
    expect(listed.data.map((c) => c.id)).toEqual([roles.subcontractorEmployee.companyId]);
    // The owner side sees both attached companies.
    expect((await get(admin)).companies.map((c) => c.id).sort()).toEqual(
      [roles.clientManager.companyId, roles.subcontractorEmployee.companyId].sort(),
    );
  });
});

describe('malformed input', () => {
  it('an id of 2^31 or more in the path is 404, not a server error', async () => {
    const tooBig = 2147483648;
    expect((await t.as(admin).projects.get({ params: { id: tooBig } })).status).toBe(404);
    expect((await t.as(admin).projects.companies({ params: { id: tooBig } })).status).toBe(404);
    const res = await t.as(admin).projects.detachCompany({ params: { id: project.id, companyId: 99999999999 } });
    expect(res.status).toBe(404);
  });

  it('an id of 2^31 in a body is 422; NUL or a lone surrogate in text is 422', async () => {
    const attach = await t
      .as(admin)
      .projects.attachCompany({ params: { id: project.id }, body: { company_id: 2147483648 } });
    expect(attach.status).toBe(422);
    for (const name of ['Nul\u0000name', 'Lone \ud800 surrogate']) {
      const res = await t
        .as(admin)
        .projects.update({ params: { id: project.id }, body: { code: project.code, name, type: project.type } });
      expect(res.status, name).toBe(422);
    }
    const search = await t.as(admin).projects.list({ query: { search: 'a\u0000b' } });
    expect(search.status).toBe(422);
  });
});

describe('authorization rows on a project every company of the roles is attached to', () => {
  it('PUT projects/{id}: the owner side only', async () => {
    await expectAuthorizationRow(
      t,
      roles,
      statusRow(403, { anonymous: 401, super: 200, ownerManager: 200, manager: 200 }),
      (api) =>
        api.projects.update({
          params: { id: project.id },
          body: { code: project.code, name: project.name, type: project.type },
        }),
    );
  });

  it('GET projects/{id}/companies/available: the owner side only', async () => {
    await expectAuthorizationRow(
      t,
      roles,
      statusRow(403, { anonymous: 401, super: 200, ownerManager: 200, manager: 200 }),
      (api) => api.projects.availableCompanies({ params: { id: project.id } }),
    );
  });
});
