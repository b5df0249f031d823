import type { Project } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAuthorizationRow, type RoleUsers, signInEveryRole, statusRow } from '../../test/authorization';
import { createTestApp, makeCompany, type TestApp } from '../../test/harness';
import { attachCompany, createProject } from '../../test/project-factories';

let t: TestApp;
let roles: RoleUsers;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token;
});
afterAll(() => t.close());

/**
 * projects.manage and the owner side; the client's manager and the subcontractor's employee do not
 * see the project (404).
 */
const MANAGERS = statusRow(403, {
  anonymous: 401,
  super: 200,
  ownerManager: 200,
  manager: 200,
  clientManager: 404,
  subcontractorEmployee: 404,
});

describe('authorization', () => {
  let project: Project;
  beforeAll(async () => {
    project = await createProject(t, admin);
  });

  it('GET projects/{id}/companies/available', async () => {
    await expectAuthorizationRow(t, roles, MANAGERS, (api) =>
      api.projects.availableCompanies({ params: { id: project.id } }),
    );
  });

  it('GET projects/{id}/roles', async () => {
    await expectAuthorizationRow(t, roles, MANAGERS, (api) => api.projects.roles({ params: { id: project.id } }));
  });
});

describe('choices for project managers', () => {
  it('a project manager who may not list companies gets the companies not yet attached', async () => {
    const project = await createProject(t, admin);
    const attached = await makeCompany(t.ctx, 'client', 'Attached Oy');
    const free = await makeCompany(t.ctx, 'subcontractor', 'Free Oy');
    await attachCompany(t, admin, project.id, attached.id);
    // The owner company's manager holds projects.manage but not companies.manage.
    expect((await t.as(roles.manager).companies.list()).status).toBe(403);
    const res = await t.as(roles.manager).projects.availableCompanies({ params: { id: project.id } });
    expect(res.status).toBe(200);
    const choices = res.data;
    expect(choices).toContainEqual({ id: free.id, name: 'Free Oy', type: 'subcontractor' });
    expect(choices.some((c) => c.id === attached.id)).toBe(false);
    const names = choices.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('the grid rows are the roles of owner companies and attached companies only', async () => {
    const project = await createProject(t, admin);
    const attached = await makeCompany(t.ctx, 'subcontractor', 'Grid Attached Oy');
    const other = await makeCompany(t.ctx, 'subcontractor', 'Grid Other Oy');
    await attachCompany(t, admin, project.id, attached.id);
    const res = await t.as(roles.manager).projects.roles({ params: { id: project.id } });
    const rows = res.data;
    expect(rows.filter((r) => r.company_id === attached.id).map((r) => r.name)).toEqual([
      'employee',
      'editor',
      'manager',
    ]);
    expect(rows.some((r) => r.company_id === other.id)).toBe(false);
    expect(rows.some((r) => r.company_id === roles.manager.companyId)).toBe(true);
    expect(rows.every((r) => r.company_type === 'owner' || r.company_id === attached.id)).toBe(true);
  });
});
