import type { ProjectStatus } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAuthorizationRow,
  OWNER_MANAGERS_ONLY,
  type Role,
  type RoleUser,
  SIGNED_IN,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import type { TestApp } from '../../test/harness';
import { createProject, createProjectsTestApp, statusBySlug, unique } from '../projects/projects.fixtures';

let t: TestApp;
let roles: Record<Role, RoleUser>;
let admin: string;

beforeAll(async () => {
  t = await createProjectsTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token!;
});
afterAll(() => t.close());

async function addStatus(body: Record<string, unknown>) {
  return t.call('POST', '/api/v1/project-statuses/add', { token: admin, body });
}

async function newStatus(name = unique('Status'), parentId = 0): Promise<ProjectStatus> {
  const res = await addStatus({ name, is_active: true, parent_id: parentId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

describe('authorization', () => {
  let status: ProjectStatus;
  beforeAll(async () => {
    status = await newStatus();
  });

  it('GET project-statuses', async () => {
    await expectAuthorizationRow(t, roles, { method: 'GET', url: '/api/v1/project-statuses' }, SIGNED_IN);
  });

  it('GET project-statuses/{id}', async () => {
    await expectAuthorizationRow(t, roles, { method: 'GET', url: `/api/v1/project-statuses/${status.id}` }, SIGNED_IN);
  });

  it('GET project-statuses/projects/{id}', async () => {
    await expectAuthorizationRow(
      t,
      roles,
      { method: 'GET', url: `/api/v1/project-statuses/projects/${status.id}` },
      SIGNED_IN,
    );
  });

  it('POST project-statuses/add', async () => {
    await expectAuthorizationRow(
      t,
      roles,
      () => ({ method: 'POST', url: '/api/v1/project-statuses/add', body: { name: unique('Auth'), parent_id: 0 } }),
      statusRow(403, { anonymous: 401, super: 201, ownerManager: 201 }),
    );
  });

  it('PUT project-statuses/{id}/edit', async () => {
    await expectAuthorizationRow(
      t,
      roles,
      {
        method: 'PUT',
        url: `/api/v1/project-statuses/${status.id}/edit`,
        body: { id: status.id, name: status.name, is_active: true, parent_id: 0 },
      },
      OWNER_MANAGERS_ONLY,
    );
  });

  it('DELETE project-statuses/{id}/delete', async () => {
    const perRole = new Map<Role, number>();
    for (const role of Object.keys(OWNER_MANAGERS_ONLY) as Role[]) perRole.set(role, (await newStatus()).id);
    await expectAuthorizationRow(
      t,
      roles,
      (role) => ({ method: 'DELETE', url: `/api/v1/project-statuses/${perRole.get(role)}/delete` }),
      OWNER_MANAGERS_ONLY,
    );
  });
});

describe('project statuses', () => {
  it('the built-in statuses have their slugs and exactly one is the default', async () => {
    const list = (await t.call('GET', '/api/v1/project-statuses', { token: roles.employee.token })).json().data;
    const builtIn = (list as ProjectStatus[]).filter((s) => s.slug);
    expect(builtIn.map((s) => s.slug)).toEqual(['active', 'inactive', 'before', 'during', 'after', 'imported']);
    expect((list as ProjectStatus[]).filter((s) => s.is_default).map((s) => s.slug)).toEqual(['active']);
    expect(builtIn.every((s) => s.parent_id === 0)).toBe(true);
  });

  it('a name is required (35) and unique regardless of case (40); so is a code (40)', async () => {
    const blank = await addStatus({ name: '  ', parent_id: 0 });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({ errorCode: 35, errors: { fields: { name: expect.any(Array) } } });

    const first = await newStatus(unique('Unique'));
    const same = await addStatus({ name: first.name.toUpperCase(), parent_id: 0 });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ errorCode: 40, errors: { fields: { name: ['status-name-in-use'] } } });

    const code = unique('code');
    expect((await addStatus({ name: unique('Coded'), code, parent_id: 0 })).statusCode).toBe(201);
    const sameCode = await addStatus({ name: unique('Coded'), code: code.toUpperCase(), parent_id: 0 });
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json()).toMatchObject({ errorCode: 40, errors: { fields: { code: ['status-code-in-use'] } } });
  });

  it('the slug cannot be edited, and a parent may not be the status itself or a descendant', async () => {
    const active = await statusBySlug(t, admin, 'active');
    const edited = await t.call('PUT', `/api/v1/project-statuses/${active.id}/edit`, {
      token: admin,
      body: { id: active.id, name: active.name, slug: 'hacked', is_active: true, parent_id: 0 },
    });
    expect(edited.json().data.slug).toBe('active');

    const parent = await newStatus();
    const child = await newStatus(unique('Child'), parent.id);
    const grandchild = await newStatus(unique('Grandchild'), child.id);
    expect(child.parent_id).toBe(parent.id);
    for (const bad of [parent.id, grandchild.id]) {
      const res = await t.call('PUT', `/api/v1/project-statuses/${parent.id}/edit`, {
        token: admin,
        body: { id: parent.id, name: parent.name, is_active: true, parent_id: bad },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.fields).toEqual({ parent_id: ['parent-is-self-or-descendant'] });
    }
    const moved = await t.call('PUT', `/api/v1/project-statuses/${grandchild.id}/edit`, {
      token: admin,
      body: { id: grandchild.id, name: grandchild.name, is_active: false, parent_id: parent.id },
    });
    expect(moved.json().data).toMatchObject({ parent_id: parent.id, is_active: false });
  });

  it('delete rules: 44 missing, 43 default, 42 children, 41 used (with the projects)', async () => {
    const missing = await t.call('DELETE', '/api/v1/project-statuses/999999/delete', { token: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe(44);
    expect((await t.call('GET', '/api/v1/project-statuses/999999', { token: admin })).json().errorCode).toBe(44);

    const active = await statusBySlug(t, admin, 'active');
    const defaultStatus = await t.call('DELETE', `/api/v1/project-statuses/${active.id}/delete`, { token: admin });
    expect(defaultStatus.statusCode).toBe(409);
    expect(defaultStatus.json().errorCode).toBe(43);

    const parent = await newStatus();
    await newStatus(unique('Child'), parent.id);
    const withChildren = await t.call('DELETE', `/api/v1/project-statuses/${parent.id}/delete`, { token: admin });
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().errorCode).toBe(42);

    const used = await newStatus();
    const project = await createProject(t, admin, { status: used.id });
    const inUse = await t.call('DELETE', `/api/v1/project-statuses/${used.id}/delete`, { token: admin });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({
      errorCode: 41,
      errors: { code: 41, projects: [{ id: project.id, code: project.code, name: project.name, deleted_at: null }] },
    });
    const listed = await t.call('GET', `/api/v1/project-statuses/projects/${used.id}`, { token: admin });
    expect(listed.json().data.map((p: { id: number }) => p.id)).toEqual([project.id]);
    // The owner company's employee sees the project; the client's manager does not.
    const forClient = await t.call('GET', `/api/v1/project-statuses/projects/${used.id}`, {
      token: roles.clientManager.token,
    });
    expect(forClient.json().data).toEqual([]);

    const unused = await newStatus();
    expect((await t.call('DELETE', `/api/v1/project-statuses/${unused.id}/delete`, { token: admin })).statusCode).toBe(
      200,
    );
    expect((await t.call('GET', `/api/v1/project-statuses/${unused.id}`, { token: admin })).statusCode).toBe(404);
  });
});
