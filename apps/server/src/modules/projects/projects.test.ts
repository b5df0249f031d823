import type { Project, ProjectListQuery } from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedules } from '../../platform/db/schema';
import { malformed } from '../../test/api-client';
import {
  byRole,
  expectAuthorizationRow,
  ROLES,
  type RoleUsers,
  SIGNED_IN,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { present } from '../../test/find-one';
import { createTestApp, makeCompany, type TestApp } from '../../test/harness';
import { attachCompany, createProject, statusBySlug, unique } from '../../test/project-factories';
import { localDate } from '../schedules/schedules.repo';

let t: TestApp;
let roles: RoleUsers;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token;
});
afterAll(() => t.close());

/** Everyone who reads projects, seen from a project no client or subcontractor company is attached to. */
const OWNER_SIDE_ONLY = statusRow(200, { anonymous: 401, clientManager: 404, subcontractorEmployee: 404 });
/**
 * projects.manage and the owner side: owner-company managers and Super. The client's manager and
 * the subcontractor's employee do not see a project their company is not attached to (404).
 */
const MANAGERS_WRITE = statusRow(403, {
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

  it('GET projects', async () => {
    await expectAuthorizationRow(t, roles, SIGNED_IN, (api) => api.projects.list());
  });

  it('POST projects needs projects.manage and owner-manager', async () => {
    const active = (await statusBySlug(t, admin, 'active')).id;
    const subtypes = (await t.as(admin).projectSubtypes.list()).data;
    await expectAuthorizationRow(t, roles, statusRow(403, { anonymous: 401, super: 201, ownerManager: 201 }), (api) =>
      api.projects.create({
        body: {
          code: unique('AUTH'),
          name: 'Auth',
          type: 'marine',
          status: active,
          project_subtype_id: subtypes[0].id,
        },
      }),
    );
  });

  it('GET projects/{id}', async () => {
    await expectAuthorizationRow(t, roles, OWNER_SIDE_ONLY, (api) => api.projects.get({ params: { id: project.id } }));
  });

  it('PUT projects/{id}', async () => {
    await expectAuthorizationRow(t, roles, MANAGERS_WRITE, (api) =>
      api.projects.update({
        params: { id: project.id },
        body: { code: project.code, name: 'Renamed', type: 'marine' },
      }),
    );
  });

  it('DELETE projects/{id}', async () => {
    const ids = await byRole(async () => (await createProject(t, admin)).id);
    await expectAuthorizationRow(t, roles, MANAGERS_WRITE, (api, role) =>
      api.projects.delete({ params: { id: ids[role] } }),
    );
  });

  it('GET projects/{id}/companies', async () => {
    await expectAuthorizationRow(t, roles, OWNER_SIDE_ONLY, (api) =>
      api.projects.companies({ params: { id: project.id } }),
    );
  });

  it('POST projects/{id}/companies', async () => {
    await expectAuthorizationRow(
      t,
      roles,
      statusRow(403, { anonymous: 401, super: 201, ownerManager: 200, manager: 200, clientManager: 404 }),
      (api) =>
        api.projects.attachCompany({
          params: { id: project.id },
          body: { company_id: roles.subcontractorEmployee.companyId },
        }),
    );
  });

  it('DELETE projects/{id}/companies/{companyId}', async () => {
    const ids = await byRole(async () => {
      const p = await createProject(t, admin);
      await attachCompany(t, admin, p.id, roles.subcontractorEmployee.companyId);
      return p.id;
    });
    await expectAuthorizationRow(t, roles, { ...MANAGERS_WRITE, subcontractorEmployee: 403 }, (api, role) =>
      api.projects.detachCompany({
        params: { id: ids[role], companyId: roles.subcontractorEmployee.companyId },
      }),
    );
  });
});

/**
 * The same routes on projects the client and subcontractor companies are attached to: now they see
 * the project (no 404), read it, and are refused every change (403) although the client's manager
 * holds projects.manage (DECISIONS.md "Who may write").
 */
describe('authorization on a project the client and subcontractor companies are attached to', () => {
  /** The owner side holding projects.manage: Super and the owner company's managers. */
  const WRITERS_ON_VISIBLE = statusRow(403, { anonymous: 401, super: 200, ownerManager: 200, manager: 200 });

  async function attachedProject(): Promise<Project> {
    const p = await createProject(t, admin);
    await attachCompany(t, admin, p.id, roles.clientManager.companyId);
    await attachCompany(t, admin, p.id, roles.subcontractorEmployee.companyId);
    return p;
  }

  /** One fresh attached project per role, so each destructive call meets the same state. */
  const attachedProjectPerRole = () => byRole(attachedProject);

  let project: Project;
  beforeAll(async () => {
    project = await attachedProject();
  });

  it('GET projects/{id}: every signed-in role', async () => {
    await expectAuthorizationRow(t, roles, SIGNED_IN, (api) => api.projects.get({ params: { id: project.id } }));
  });

  it('GET projects lists it to every signed-in role, the unattached one only to the owner side', async () => {
    const unattached = await createProject(t, admin);
    await expectAuthorizationRow(t, roles, SIGNED_IN, (api) => api.projects.list({ query: { per_page: 9999 } }));
    for (const role of ROLES.filter((r) => r !== 'anonymous')) {
      const res = await t.as(roles[role]).projects.list({ query: { per_page: 9999 } });
      const ids = res.data.map((p) => p.id);
      expect(ids.includes(project.id), `${role} sees the attached project`).toBe(true);
      const ownerSide = role !== 'clientManager' && role !== 'subcontractorEmployee';
      expect(ids.includes(unattached.id), `${role} sees the unattached project`).toBe(ownerSide);
    }
  });

  it('PUT projects/{id} with active false (archiving): the owner side only', async () => {
    const ids = await attachedProjectPerRole();
    await expectAuthorizationRow(t, roles, WRITERS_ON_VISIBLE, (api, role) => {
      const p = ids[role];
      return api.projects.update({
        params: { id: p.id },
        body: { code: p.code, name: p.name, type: p.type, active: false },
      });
    });
  });

  it('DELETE projects/{id}: the owner side only', async () => {
    const ids = await attachedProjectPerRole();
    await expectAuthorizationRow(t, roles, WRITERS_ON_VISIBLE, (api, role) =>
      api.projects.delete({ params: { id: ids[role].id } }),
    );
  });

  it('GET projects/{id}/companies: every signed-in role; outside the owner side only their own company', async () => {
    await expectAuthorizationRow(t, roles, SIGNED_IN, (api) => api.projects.companies({ params: { id: project.id } }));
    for (const role of ['clientManager', 'subcontractorEmployee'] as const) {
      const res = await t.as(roles[role]).projects.companies({ params: { id: project.id } });
      expect(
        res.data.map((c) => c.id),
        role,
      ).toEqual([roles[role].companyId]);
    }
  });

  it('POST projects/{id}/companies: the owner side only', async () => {
    const ids = await attachedProjectPerRole();
    const third = await makeCompany(t.ctx, 'client');
    await expectAuthorizationRow(
      t,
      roles,
      statusRow(403, { anonymous: 401, super: 201, ownerManager: 201, manager: 201 }),
      (api, role) => api.projects.attachCompany({ params: { id: ids[role].id }, body: { company_id: third.id } }),
    );
  });

  it('DELETE projects/{id}/companies/{companyId}: the owner side only, not even a company detaching itself', async () => {
    const ids = await attachedProjectPerRole();
    await expectAuthorizationRow(t, roles, WRITERS_ON_VISIBLE, (api, role, user) => {
      // The client and the subcontractor try to detach their own company; the others the client.
      const own = role === 'clientManager' || role === 'subcontractorEmployee';
      const companyId = own && user.companyId ? user.companyId : roles.clientManager.companyId;
      return api.projects.detachCompany({ params: { id: ids[role].id, companyId } });
    });
  });

  it('GET projects/{id}/companies/available: the owner side only', async () => {
    await expectAuthorizationRow(t, roles, WRITERS_ON_VISIBLE, (api) =>
      api.projects.availableCompanies({ params: { id: project.id } }),
    );
  });

  it('GET projects/{id}/roles: the owner side only', async () => {
    await expectAuthorizationRow(t, roles, WRITERS_ON_VISIBLE, (api) =>
      api.projects.roles({ params: { id: project.id } }),
    );
  });
});

describe('create and edit', () => {
  it('creates a project with its status, subtype and normalised coordinates', async () => {
    const p = await createProject(t, admin, { code: unique('NEW'), type: 'marine', coordinates: ' 60.17 , 24.94 ' });
    expect(p).toMatchObject({
      type: 'marine',
      active: true,
      coordinates: '60.17,24.94',
      status: { slug: 'active' },
      companies: [],
      document_count: 0,
      mostRecentDocument: null,
      deleted_at: null,
    });
  });

  it('answers 29 for a code in use, regardless of case', async () => {
    const p = await createProject(t, admin, { code: unique('dup') });
    const res = await t.as(admin).projects.create({
      body: {
        code: p.code.toUpperCase(),
        name: 'Second',
        type: 'marine',
        status: present(p.project_status_id, 'status'),
        project_subtype_id: present(p.project_subtype_id, 'subtype'),
      },
    });
    expect(res.status).toBe(409);
    expect(res.errorBody).toMatchObject({
      errors: { code: 29, fields: { code: ['project-code-in-use'] } },
      errorCode: 29,
    });

    const other = await createProject(t, admin);
    const edit = await t
      .as(admin)
      .projects.update({ params: { id: other.id }, body: { code: p.code, name: other.name, type: other.type } });
    expect(edit.status).toBe(409);
    expect(edit.error.code).toBe(29);
  });

  it('answers 9 with fields for blank name and code, and for missing type', async () => {
    const active = (await statusBySlug(t, admin, 'active')).id;
    const noType = { code: '   ', name: ' ', status: active, project_subtype_id: 1 };
    const res = await t.as(admin).projects.create({ body: malformed(noType) });
    expect(res.status).toBe(422);
    expect(res.error.code).toBe(9);
    expect(Object.keys(res.error.fields).sort()).toEqual(['code', 'name', 'type']);

    const p = await createProject(t, admin);
    const edit = await t
      .as(admin)
      .projects.update({ params: { id: p.id }, body: malformed({ code: p.code, name: '\t' }) });
    expect(edit.status).toBe(422);
    expect(edit.error.code).toBe(9);
  });

  it('refuses an inactive status for a new choice (9), but keeps it as the current one', async () => {
    const created = await t
      .as(admin)
      .projectStatuses.create({ body: { name: unique('Paused'), is_active: true, parent_id: 0 } });
    const paused = created.data;
    const p = await createProject(t, admin, { status: paused.id });
    await t.as(admin).projectStatuses.update({
      params: { id: paused.id },
      body: { id: paused.id, name: paused.name, is_active: false, parent_id: 0 },
    });
    const keep = await t
      .as(admin)
      .projects.update({ params: { id: p.id }, body: { code: p.code, name: 'Kept', type: p.type, status: paused.id } });
    expect(keep.status).toBe(200);
    const refused = await t.as(admin).projects.create({
      body: {
        code: unique('X'),
        name: 'X',
        type: 'marine',
        status: paused.id,
        project_subtype_id: present(p.project_subtype_id, 'subtype'),
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.errorBody).toMatchObject({ errorCode: 9, errors: { fields: { status: ['status-inactive'] } } });
  });

  it('refuses a type configuration does not enable, and everything when none is enabled (9)', async () => {
    // The configuration is read per request, so the test narrows it in place and restores it.
    const enabled = t.ctx.config.PROJECT_TYPES;
    const existing = await createProject(t, admin, { type: 'infrastructure' });
    try {
      t.ctx.config.PROJECT_TYPES = ['marine'];
      const active = (await statusBySlug(t, admin, 'active')).id;
      const body = {
        code: unique('T'),
        name: 'Infra',
        type: 'infrastructure',
        status: active,
        project_subtype_id: 1,
      } as const;
      const res = await t.as(admin).projects.create({ body });
      expect(res.status).toBe(422);
      expect(res.errorBody).toMatchObject({ errorCode: 9, errors: { fields: { type: ['project-type-not-enabled'] } } });
      // A project keeps a type that has been disabled since.
      const keep = { code: existing.code, name: 'Kept', type: 'infrastructure' } as const;
      expect((await t.as(admin).projects.update({ params: { id: existing.id }, body: keep })).status).toBe(200);

      t.ctx.config.PROJECT_TYPES = [];
      const none = await t.as(admin).projects.create({ body: { ...body, type: 'marine' } });
      expect(none.status).toBe(422);
      expect(none.errorBody).toMatchObject({ errorCode: 9, errors: { fields: { type: ['no-project-type-enabled'] } } });
      const edit = await t.as(admin).projects.update({ params: { id: existing.id }, body: keep });
      expect(edit.error.code).toBe(9);
    } finally {
      t.ctx.config.PROJECT_TYPES = enabled;
    }
  });

  it('soft-deletes: only owner-managers still see the project, marked with deleted_at', async () => {
    const p = await createProject(t, admin);
    expect((await t.as(admin).projects.delete({ params: { id: p.id } })).status).toBe(200);
    const seen = await t.as(admin).projects.get({ params: { id: p.id } });
    expect(seen.data.deleted_at).not.toBeNull();
    expect((await t.as(roles.manager).projects.get({ params: { id: p.id } })).status).toBe(404);
    const list = await t.as(roles.employee).projects.list();
    expect(list.data.some((x) => x.id === p.id)).toBe(false);
    const adminList = await t.as(admin).projects.list();
    expect(adminList.data.some((x) => x.id === p.id)).toBe(true);
  });
});

describe('automatic schedule entries', () => {
  const entries = (projectId: number) =>
    t.ctx.db.select().from(schedules).where(eq(schedules.projectId, projectId)).orderBy(asc(schedules.id));

  it('a new project gets a top-level project-statuses entry with its first status under it', async () => {
    const before = await statusBySlug(t, admin, 'before');
    const p = await createProject(t, admin, { status: before.id });
    const [root, first, ...rest] = await entries(p.id);
    expect(rest).toEqual([]);
    expect(root).toMatchObject({ description: 'project-statuses', parentId: null, automatical: true, level: 0 });
    expect(first).toMatchObject({
      description: 'before',
      parentId: root.id,
      startAt: localDate(),
      endAt: localDate(1),
      completionPercentage: 0,
      automatical: true,
    });
  });

  it('a status change adds a child entry; saving the same status adds none', async () => {
    const p = await createProject(t, admin);
    const during = await statusBySlug(t, admin, 'during');
    const body = { code: p.code, name: p.name, type: p.type };
    await t.as(admin).projects.update({ params: { id: p.id }, body: { ...body, status: during.id } });
    await t.as(admin).projects.update({ params: { id: p.id }, body: { ...body, status: during.id } });
    const named = await t
      .as(admin)
      .projectStatuses.create({ body: { name: unique('Custom'), is_active: 1, parent_id: 0 } });
    await t.as(admin).projects.update({ params: { id: p.id }, body: { ...body, status: named.data.id } });
    const rows = await entries(p.id);
    expect(rows.map((r) => r.description)).toEqual(['project-statuses', 'active', 'during', named.data.name]);
    const rootId = rows[0].id;
    const children = await t.ctx.db
      .select()
      .from(schedules)
      .where(and(eq(schedules.projectId, p.id), eq(schedules.parentId, rootId)));
    expect(children).toHaveLength(3);
  });
});

describe('list', () => {
  it('onlyactive and onlyinactive split list and archive by the project flag', async () => {
    const live = await createProject(t, admin, { name: unique('Live') });
    const archived = await createProject(t, admin, { name: unique('Archived') });
    await t.as(admin).projects.update({
      params: { id: archived.id },
      body: { code: archived.code, name: archived.name, type: archived.type, active: false },
    });
    const ids = async (query: Pick<ProjectListQuery, 'onlyactive' | 'onlyinactive'>) =>
      (await t.as(admin).projects.list({ query })).data.map((p) => p.id);
    expect(await ids({ onlyactive: 1 })).toContain(live.id);
    expect(await ids({ onlyactive: 1 })).not.toContain(archived.id);
    expect(await ids({ onlyinactive: 1 })).toContain(archived.id);
    expect(await ids({ onlyinactive: 1 })).not.toContain(live.id);
    expect(await ids({})).toEqual(expect.arrayContaining([live.id, archived.id]));
    expect((await t.as(admin).projects.list({ query: { onlyactive: 1, onlyinactive: 1 } })).status).toBe(422);
  });

  it('limit takes the first N, newest first, and search matches code or name', async () => {
    const name = unique('Searchable Quay');
    const p = await createProject(t, admin, { name });
    const first = await t.as(admin).projects.list({ query: { limit: 2 } });
    expect(first.data).toHaveLength(2);
    expect(first.json().meta).toMatchObject({ current_page: 1, per_page: 2 });
    const found = await t.as(admin).projects.list({ query: { search: name.toLowerCase() } });
    expect(found.data.map((x) => x.id)).toEqual([p.id]);
    const byCode = await t.as(admin).projects.list({ query: { search: p.code } });
    expect(byCode.data.map((x) => x.id)).toEqual([p.id]);
  });

  it('a client user sees only the projects their company is attached to', async () => {
    const attached = await createProject(t, admin);
    const notAttached = await createProject(t, admin);
    await attachCompany(t, admin, attached.id, roles.clientManager.companyId);
    const list = await t.as(roles.clientManager).projects.list({ query: { per_page: 9999 } });
    const ids = list.data.map((p) => p.id);
    expect(ids).toContain(attached.id);
    expect(ids).not.toContain(notAttached.id);
    expect(list.json().meta.total).toBe(ids.length);
    expect((await t.as(roles.clientManager).projects.get({ params: { id: notAttached.id } })).status).toBe(404);
    const one = await t.as(roles.clientManager).projects.get({ params: { id: attached.id } });
    expect(one.data.companies.map((c) => c.id)).toEqual([roles.clientManager.companyId]);

    await t.as(admin).projects.detachCompany({ params: { id: attached.id, companyId: roles.clientManager.companyId } });
    expect((await t.as(roles.clientManager).projects.get({ params: { id: attached.id } })).status).toBe(404);
  });
});
