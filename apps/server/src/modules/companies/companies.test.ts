import { endpoints } from '@portal/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../../test/api-client';
import {
  byRole,
  expectAuthorizationRow,
  OWNER_MANAGERS_ONLY,
  type Role,
  type RoleUsers,
  signInEveryRole,
} from '../../test/authorization';
import { createTestApp, makeCompany, makeUser, type TestApp } from '../../test/harness';
import { attachCompany, createProject } from '../../test/project-factories';

let t: TestApp;
let roles: RoleUsers;
let ownerCompanyId: number;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  ownerCompanyId = roles.manager.companyId;
});
afterAll(() => t.close());

const ADMIN_ONLY = OWNER_MANAGERS_ONLY;

/** Company management: the administration, and the company's own manager; outsiders get 404. */
const MANAGEMENT = {
  anonymous: 401,
  super: 200,
  ownerManager: 200,
  manager: 200,
  editor: 403,
  employee: 403,
  clientManager: 404,
  subcontractorEmployee: 404,
} as const;

describe('authorization', () => {
  it('GET companies', async () => {
    await expectAuthorizationRow(t, roles, ADMIN_ONLY, (api) => api.companies.list());
  });

  it('POST companies', async () => {
    await expectAuthorizationRow(t, roles, { ...ADMIN_ONLY, super: 201, ownerManager: 201 }, (api, role) =>
      api.companies.create({ body: { name: `New ${role}`, code: `NEW-${role}`, type: 'client' } }),
    );
  });

  it('GET companies/{id}', async () => {
    await expectAuthorizationRow(t, roles, MANAGEMENT, (api) => api.companies.get({ params: { id: ownerCompanyId } }));
  });

  it('PUT companies/{id}', async () => {
    const current = (await t.as(roles.super).companies.get({ params: { id: ownerCompanyId } })).data;
    await expectAuthorizationRow(t, roles, MANAGEMENT, (api) =>
      api.companies.update({ params: { id: ownerCompanyId }, body: { name: current.name, code: current.code ?? '' } }),
    );
  });

  it('DELETE companies/{id}', async () => {
    const targets = await byRole(async () => (await makeCompany(t.ctx, 'client')).id);
    await expectAuthorizationRow(
      t,
      roles,
      {
        anonymous: 401,
        super: 200,
        ownerManager: 200,
        manager: 404,
        editor: 404,
        employee: 404,
        clientManager: 404,
        subcontractorEmployee: 404,
      },
      (api, role) => api.companies.delete({ params: { id: targets[role] } }),
    );
    // A manager manages their company but may not remove it.
    const own = await t.as(roles.manager).companies.delete({ params: { id: ownerCompanyId } });
    expect(own.status).toBe(403);
  });
});

/**
 * The company calls in each caller's own company (the owner company for Super and anonymous
 * callers) and in a company none of them belongs to: the client's manager manages their own
 * company too, and the owner side's managers without companies.manage do not learn of others.
 */
describe("authorization in the caller's own company and in another company", () => {
  let otherCompanyId: number;
  beforeAll(async () => {
    otherCompanyId = (await makeCompany(t.ctx, 'subcontractor')).id;
  });
  const own = (role: Role) => roles[role].companyId ?? ownerCompanyId;

  /** Their own company: the administration and its managers; its other members 403. */
  const OWN = { ...MANAGEMENT, clientManager: 200, subcontractorEmployee: 403 } as const;
  /** A company they do not belong to: only the administration; nobody else learns of it. */
  const OTHER = { ...MANAGEMENT, manager: 404, editor: 404, employee: 404 } as const;

  async function companyOf(id: number): Promise<{ name: string; code: string }> {
    const { name, code } = (await t.as(roles.super).companies.get({ params: { id } })).data;
    return { name, code: code ?? '' };
  }

  it('GET companies/{id}', async () => {
    await expectAuthorizationRow(t, roles, OWN, (api, role) => api.companies.get({ params: { id: own(role) } }));
    await expectAuthorizationRow(t, roles, OTHER, (api) => api.companies.get({ params: { id: otherCompanyId } }));
  });

  it('PUT companies/{id}', async () => {
    const bodies = await byRole((role) => companyOf(own(role)));
    await expectAuthorizationRow(t, roles, OWN, (api, role) =>
      api.companies.update({ params: { id: own(role) }, body: bodies[role] }),
    );
    const { name, code } = await companyOf(otherCompanyId);
    await expectAuthorizationRow(t, roles, OTHER, (api) =>
      api.companies.update({ params: { id: otherCompanyId }, body: { name, code } }),
    );
  });

  it('DELETE companies/{id}', async () => {
    // Their own company: only the administration may delete it, and a company with users is 409.
    await expectAuthorizationRow(
      t,
      roles,
      {
        anonymous: 401,
        super: 409,
        ownerManager: 409,
        manager: 403,
        editor: 403,
        employee: 403,
        clientManager: 403,
        subcontractorEmployee: 403,
      },
      (api, role) => api.companies.delete({ params: { id: own(role) } }),
    );
    // Another company: everyone outside the administration 404; the owner-manager deletes a
    // second one, and Super, last, the one the others tried.
    const second = (await makeCompany(t.ctx, 'client')).id;
    await expectAuthorizationRow(
      t,
      roles,
      {
        anonymous: 401,
        manager: 404,
        editor: 404,
        employee: 404,
        clientManager: 404,
        subcontractorEmployee: 404,
        ownerManager: 200,
        super: 200,
      },
      (api, role) => api.companies.delete({ params: { id: role === 'ownerManager' ? second : otherCompanyId } }),
    );
  });
});

describe('companies', () => {
  it('creates a company that answers its roles', async () => {
    // A key the declaration does not name is dropped, not refused.
    const body = { name: 'Sähkö Oy', code: 'SAH', type: 'subcontractor', unknown: 'ignored' } as const;
    const res = await t.as(roles.ownerManager).companies.create({ body });
    expect(res.status).toBe(201);
    const data = res.data;
    expect(data).toMatchObject({ name: 'Sähkö Oy', code: 'SAH', type: 'subcontractor' });
    expect(data.roles.map((r) => r.display_name)).toEqual(['employee', 'editor', 'manager']);
    expect(data).not.toHaveProperty('unknown');
  });

  it('keeps codes unique regardless of case, on create and on edit', async () => {
    await t.as(roles.super).companies.create({ body: { name: 'Unique Oy', code: 'UNQ-1', type: 'client' } });
    const dup = await t.as(roles.super).companies.create({ body: { name: 'Other Oy', code: 'unq-1', type: 'client' } });
    expect(dup.status).toBe(409);
    expect(dup.errorBody).toMatchObject({
      errors: { code: 14, fields: { code: ['company-code-in-use'] } },
      errorCode: 14,
    });

    const other = await makeCompany(t.ctx, 'client');
    const edit = await t
      .as(roles.super)
      .companies.update({ params: { id: other.id }, body: { name: other.name, code: 'Unq-1' } });
    expect(edit.status).toBe(409);
  });

  it('lists by name with a search over name and code', async () => {
    await makeCompany(t.ctx, 'client', 'Zeta Searchable Oy');
    await makeCompany(t.ctx, 'client', 'alpha searchable oy');
    const res = await t.as(roles.super).companies.list({ query: { search: 'searchABLE', per_page: 9999 } });
    expect(res.status).toBe(200);
    const body = res.json();
    expect(body.data.map((c) => c.name)).toEqual(['alpha searchable oy', 'Zeta Searchable Oy']);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 9999, total: 2, last_page: 1 });
    const wildcard = await t.as(roles.super).companies.list({ query: { search: '%' } });
    expect(wildcard.data).toEqual([]);
  });

  it("lets the company's manager rename it but not change its type", async () => {
    const company = await makeCompany(t.ctx, 'subcontractor');
    const manager = await makeUser(t.ctx, { companyId: company.id, roles: ['manager'] });
    const token = await t.tokenFor(manager.id);
    const renamed = await t.as(token).companies.update({
      params: { id: company.id },
      body: { name: 'Renamed Oy', code: company.code, type: 'subcontractor' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.data.name).toBe('Renamed Oy');
    const retyped = await t.as(token).companies.update({
      params: { id: company.id },
      body: { name: 'Renamed Oy', code: company.code, type: 'owner' },
    });
    expect(retyped.status).toBe(403);
    const admin = await t.as(roles.ownerManager).companies.update({
      params: { id: company.id },
      body: { id: company.id, name: 'Renamed Oy', code: company.code, type: 'client' },
    });
    expect(admin.data.type).toBe('client');
  });

  it('refuses to delete a company with users (409) and deletes an empty one', async () => {
    const company = await makeCompany(t.ctx, 'client');
    const user = await makeUser(t.ctx, { companyId: company.id });
    const busy = await t.as(roles.super).companies.delete({ params: { id: company.id } });
    expect(busy.status).toBe(409);
    expect(busy.error).toMatchObject({ code: 14, fields: { company: ['company-has-users'] } });

    await t.as(roles.super).companyUsers.remove({ params: { id: company.id, userId: user.id } });
    expect((await t.as(roles.super).companies.delete({ params: { id: company.id } })).status).toBe(200);
    expect((await t.as(roles.super).companies.get({ params: { id: company.id } })).status).toBe(404);
  });

  it('refuses to delete a company attached to a project, soft-deleted projects included (409)', async () => {
    const company = await makeCompany(t.ctx, 'subcontractor');
    const project = await createProject(t, roles.super.token);
    await attachCompany(t, roles.super.token, project.id, company.id);
    const removed = await t.as(roles.super).projects.delete({ params: { id: project.id } });
    expect(removed.status).toBe(200);

    const busy = await t.as(roles.super).companies.delete({ params: { id: company.id } });
    expect(busy.status).toBe(409);
    expect(busy.error).toMatchObject({ code: 14, fields: { company: ['company-has-projects'] } });
    expect((await t.as(roles.super).companies.get({ params: { id: company.id } })).status).toBe(200);

    const detached = await t
      .as(roles.super)
      .projects.detachCompany({ params: { id: project.id, companyId: company.id } });
    expect(detached.status).toBeLessThan(300);
    expect((await t.as(roles.super).companies.delete({ params: { id: company.id } })).status).toBe(200);
  });

  it('serves the OpenAPI document with every route of the area', async () => {
    const res = await t.raw('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(
        [
          endpoints.companies.get,
          endpoints.companyUsers.removeRole,
          endpoints.permissions.revoke,
          endpoints.csvImports.upload,
          endpoints.userRequests.submit,
        ].map(openApiPath),
      ),
    );
  });
});
