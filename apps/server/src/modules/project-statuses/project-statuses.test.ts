import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { createProjectStatusRequest, ProjectStatus } from '@portal/contracts';
import { asc, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { projectStatuses } from '../../platform/db/schema';
import type { ApiClient } from '../../test/api-client';
import {
  byRole,
  expectAuthorizationRow,
  OWNER_MANAGERS_ONLY,
  ROLES,
  type RoleUsers,
  SIGNED_IN,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';
import { attachCompany, createProject, statusBySlug, unique } from '../../test/project-factories';

let t: TestApp;
let roles: RoleUsers;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token;
});
afterAll(() => t.close());

/** `slug` is not the caller's to choose: sent to show it is ignored. */
async function addStatus(body: z.input<typeof createProjectStatusRequest> & { slug?: string }) {
  return t.as(admin).projectStatuses.create({ body });
}

async function newStatus(name = unique('Status'), parentId = 0): Promise<ProjectStatus> {
  const res = await addStatus({ name, is_active: true, parent_id: parentId });
  expect(res.status, res.body).toBe(201);
  return res.data;
}

describe('authorization', () => {
  let status: ProjectStatus;
  beforeAll(async () => {
    status = await newStatus();
  });

  it('GET project-statuses', async () => {
    await expectAuthorizationRow(t, roles, SIGNED_IN, (api) => api.projectStatuses.list());
  });

  it('GET project-statuses/{id}', async () => {
    await expectAuthorizationRow(t, roles, SIGNED_IN, (api) => api.projectStatuses.get({ params: { id: status.id } }));
  });

  it('GET project-statuses/projects/{id}', async () => {
    await expectAuthorizationRow(t, roles, SIGNED_IN, (api) =>
      api.projectStatuses.projects({ params: { id: status.id } }),
    );
  });

  it('POST project-statuses/add', async () => {
    await expectAuthorizationRow(t, roles, statusRow(403, { anonymous: 401, super: 201, ownerManager: 201 }), (api) =>
      api.projectStatuses.create({ body: { name: unique('Auth'), parent_id: 0 } }),
    );
  });

  it('PUT project-statuses/{id}/edit', async () => {
    await expectAuthorizationRow(t, roles, OWNER_MANAGERS_ONLY, (api) =>
      api.projectStatuses.update({
        params: { id: status.id },
        body: { id: status.id, name: status.name, is_active: true, parent_id: 0 },
      }),
    );
  });

  it('DELETE project-statuses/{id}/delete', async () => {
    const ids = await byRole(async () => (await newStatus()).id);
    await expectAuthorizationRow(t, roles, OWNER_MANAGERS_ONLY, (api, role) =>
      api.projectStatuses.delete({ params: { id: ids[role] } }),
    );
  });
});

describe('GET project-statuses/projects/{id}: seen and unseen projects', () => {
  it('every signed-in role gets 200 and only the projects it sees', async () => {
    const status = await newStatus();
    const attached = await createProject(t, admin, { status: status.id });
    await attachCompany(t, admin, attached.id, roles.clientManager.companyId);
    await attachCompany(t, admin, attached.id, roles.subcontractorEmployee.companyId);
    const unattached = await createProject(t, admin, { status: status.id });
    const projectsOf = (api: ApiClient) => api.projectStatuses.projects({ params: { id: status.id } });
    await expectAuthorizationRow(t, roles, SIGNED_IN, projectsOf);
    for (const role of ROLES.filter((r) => r !== 'anonymous')) {
      const res = await projectsOf(t.as(roles[role]));
      const ids = res.data.map((p) => p.id).sort((a, b) => a - b);
      const seesAll = role !== 'clientManager' && role !== 'subcontractorEmployee';
      expect(ids, role).toEqual(seesAll ? [attached.id, unattached.id] : [attached.id]);
    }
  });
});

describe('project statuses', () => {
  it('the six built-in statuses have their slugs and are all default ones', async () => {
    await newStatus();
    const list = (await t.as(roles.employee).projectStatuses.list()).data;
    const builtIn = list.filter((s) => s.slug);
    expect(builtIn.map((s) => s.slug)).toEqual(['active', 'inactive', 'before', 'during', 'after', 'imported']);
    // Default statuses show by translated slug (spec part 2 section 3); a status made by users is not one.
    expect(list.filter((s) => s.is_default).map((s) => s.slug)).toEqual(builtIn.map((s) => s.slug));
    expect(builtIn.every((s) => s.parent_id === 0)).toBe(true);
  });

  it('migration 0003 makes the built-in statuses of an existing database default ones', async () => {
    await t.ctx.db.update(projectStatuses).set({ isDefault: false }).where(isNotNull(projectStatuses.slug));
    const migration = await readFile(
      fileURLToPath(new URL('../../platform/db/migrations/0003_builtin_statuses_default.sql', import.meta.url)),
      'utf8',
    );
    await t.ctx.db.execute(sql.raw(migration));
    const rows = await t.ctx.db
      .select()
      .from(projectStatuses)
      .where(isNotNull(projectStatuses.slug))
      .orderBy(asc(projectStatuses.id));
    expect(rows.map((r) => [r.slug, r.isDefault])).toEqual(
      ['active', 'inactive', 'before', 'during', 'after', 'imported'].map((slug) => [slug, true]),
    );
  });

  it('a status made by users never gets a slug, not even when the payload sends one', async () => {
    const made = await addStatus({ name: unique('Slugged'), slug: 'active', parent_id: 0 });
    expect(made.data).toMatchObject({ slug: null, is_default: false });
    const edited = await t.as(admin).projectStatuses.update({
      params: { id: made.data.id },
      body: { name: made.data.name, slug: 'during', is_active: true, parent_id: 0 },
    });
    expect(edited.data).toMatchObject({ slug: null, is_default: false });
  });

  it('a name is required (35) and unique regardless of case (40); so is a code (40)', async () => {
    const blank = await addStatus({ name: '  ', parent_id: 0 });
    expect(blank.status).toBe(422);
    expect(blank.errorBody).toMatchObject({ errorCode: 35, errors: { fields: { name: expect.any(Array) } } });

    const first = await newStatus(unique('Unique'));
    const same = await addStatus({ name: first.name.toUpperCase(), parent_id: 0 });
    expect(same.status).toBe(409);
    expect(same.errorBody).toMatchObject({ errorCode: 40, errors: { fields: { name: ['status-name-in-use'] } } });

    const code = unique('code');
    expect((await addStatus({ name: unique('Coded'), code, parent_id: 0 })).status).toBe(201);
    const sameCode = await addStatus({ name: unique('Coded'), code: code.toUpperCase(), parent_id: 0 });
    expect(sameCode.status).toBe(409);
    expect(sameCode.errorBody).toMatchObject({ errorCode: 40, errors: { fields: { code: ['status-code-in-use'] } } });
  });

  it('the slug cannot be edited, and a parent may not be the status itself or a descendant', async () => {
    const active = await statusBySlug(t, admin, 'active');
    const edited = await t.as(admin).projectStatuses.update({
      params: { id: active.id },
      body: { id: active.id, name: active.name, slug: 'hacked', is_active: true, parent_id: 0 },
    });
    expect(edited.data.slug).toBe('active');

    const parent = await newStatus();
    const child = await newStatus(unique('Child'), parent.id);
    const grandchild = await newStatus(unique('Grandchild'), child.id);
    expect(child.parent_id).toBe(parent.id);
    for (const bad of [parent.id, grandchild.id]) {
      const res = await t.as(admin).projectStatuses.update({
        params: { id: parent.id },
        body: { id: parent.id, name: parent.name, is_active: true, parent_id: bad },
      });
      expect(res.status).toBe(422);
      expect(res.error.fields).toEqual({ parent_id: ['parent-is-self-or-descendant'] });
    }
    const moved = await t.as(admin).projectStatuses.update({
      params: { id: grandchild.id },
      body: { id: grandchild.id, name: grandchild.name, is_active: false, parent_id: parent.id },
    });
    expect(moved.data).toMatchObject({ parent_id: parent.id, is_active: false });
  });

  it('delete rules: 44 missing, 43 default, 42 children, 41 used (with the projects)', async () => {
    const missing = await t.as(admin).projectStatuses.delete({ params: { id: 999999 } });
    expect(missing.status).toBe(404);
    expect(missing.error.code).toBe(44);
    expect((await t.as(admin).projectStatuses.get({ params: { id: 999999 } })).error.code).toBe(44);

    for (const slug of ['active', 'inactive', 'before', 'during', 'after', 'imported']) {
      const builtIn = await statusBySlug(t, admin, slug);
      const refused = await t.as(admin).projectStatuses.delete({ params: { id: builtIn.id } });
      expect(refused.status, slug).toBe(409);
      expect(refused.error.code, slug).toBe(43);
    }

    const parent = await newStatus();
    await newStatus(unique('Child'), parent.id);
    const withChildren = await t.as(admin).projectStatuses.delete({ params: { id: parent.id } });
    expect(withChildren.status).toBe(409);
    expect(withChildren.error.code).toBe(42);

    const used = await newStatus();
    const project = await createProject(t, admin, { status: used.id });
    const inUse = await t.as(admin).projectStatuses.delete({ params: { id: used.id } });
    expect(inUse.status).toBe(409);
    expect(inUse.errorBody).toMatchObject({
      errorCode: 41,
      errors: { code: 41, projects: [{ id: project.id, code: project.code, name: project.name, deleted_at: null }] },
    });
    const listed = await t.as(admin).projectStatuses.projects({ params: { id: used.id } });
    expect(listed.data.map((p) => p.id)).toEqual([project.id]);
    // The owner company's employee sees the project; the client's manager does not.
    const forClient = await t.as(roles.clientManager).projectStatuses.projects({ params: { id: used.id } });
    expect(forClient.data).toEqual([]);

    const unused = await newStatus();
    expect((await t.as(admin).projectStatuses.delete({ params: { id: unused.id } })).status).toBe(200);
    expect((await t.as(admin).projectStatuses.get({ params: { id: unused.id } })).status).toBe(404);
  });
});

describe('input and abilities', () => {
  it('each status and the list carry `can` for the caller', async () => {
    const asAdmin = await t.as(admin).projectStatuses.list();
    expect(asAdmin.json().can).toEqual({ create: true });
    expect(asAdmin.data[0].can).toEqual({ update: true, delete: true });
    const asEmployee = await t.as(roles.employee).projectStatuses.list();
    expect(asEmployee.json().can).toEqual({ create: false });
    expect(asEmployee.data[0].can).toEqual({ update: false, delete: false });
  });

  it('an id of 2³¹ in the path is 404; NUL or a lone surrogate in a name is 422 (35)', async () => {
    expect((await t.as(admin).projectStatuses.get({ params: { id: 2147483648 } })).status).toBe(404);
    for (const name of ['a\u0000b', 'a\ud800b']) {
      const res = await t.as(admin).projectStatuses.create({ body: { name } });
      expect(res.status).toBe(422);
      expect(res.error.code).toBe(35);
    }
  });
});
