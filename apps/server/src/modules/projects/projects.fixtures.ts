import type { CompanyRole, Folder, Project, ProjectStatus } from '@portal/contracts';
import { expect } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from '../../test/harness';

/*
 * Test helpers of the projects areas: build projects, statuses, default folders and grants through
 * the API, as a client would.
 */

/**
 * The harness's app, with one guard: on PostgreSQL, close() drops the test database right after
 * `pool.end()`, which resolves before the pool's sockets have closed; `drop database ... with
 * (force)` then terminates them and the pool emits a 57P01 error that nothing listens to, which
 * vitest reports as an unhandled error. Ignoring pool errors of a test app that is closing is
 * safe. (The lasting fix belongs in platform/db/client.ts: a pool 'error' listener that logs, which
 * a server also needs when PostgreSQL restarts.)
 */
export async function createProjectsTestApp(opts?: TestAppOptions): Promise<TestApp> {
  const t = await createTestApp(opts);
  t.ctx.database.pool?.on('error', () => undefined);
  return t;
}

let seq = 0;
export const unique = (prefix: string) => `${prefix}-${process.pid}-${++seq}`;

export async function statusBySlug(t: TestApp, token: string, slug: string): Promise<ProjectStatus> {
  const res = await t.call('GET', '/api/v1/project-statuses', { token });
  const status = (res.json().data as ProjectStatus[]).find((s) => s.slug === slug);
  if (!status) throw new Error(`no status ${slug}`);
  return status;
}

export async function defaultSubtypeId(t: TestApp, token: string): Promise<number> {
  const res = await t.call('GET', '/api/v1/projectSubtypes', { token });
  return (res.json().data as { id: number; default: boolean }[]).find((s) => s.default)!.id;
}

export async function createProject(
  t: TestApp,
  token: string,
  body: Partial<{
    code: string;
    name: string;
    type: string;
    status: number;
    project_subtype_id: number;
    coordinates: string | null;
  }> = {},
): Promise<Project> {
  const res = await t.call('POST', '/api/v1/projects', {
    token,
    body: {
      code: body.code ?? unique('P'),
      name: body.name ?? 'Test project',
      type: body.type ?? 'infrastructure',
      status: body.status ?? (await statusBySlug(t, token, 'active')).id,
      project_subtype_id: body.project_subtype_id ?? (await defaultSubtypeId(t, token)),
      coordinates: body.coordinates ?? null,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Project;
}

export async function attachCompany(t: TestApp, token: string, projectId: number, companyId: number) {
  const res = await t.call('POST', `/api/v1/projects/${projectId}/companies`, {
    token,
    body: { company_id: companyId },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/** The id of a company's own role row (employee, editor or manager). */
export async function companyRoleId(t: TestApp, token: string, companyId: number, role: CompanyRole): Promise<number> {
  const res = await t.call('GET', `/api/v1/roles?company_id=${companyId}`, { token });
  const row = (res.json().data as { id: number; name: string }[]).find((r) => r.name === role);
  if (!row) throw new Error(`no role ${role} in company ${companyId}`);
  return row.id;
}

export async function grant(
  t: TestApp,
  token: string,
  roleId: number,
  contentType: 'Project' | 'Folder' | 'DefaultFolder',
  contentId: number,
) {
  const res = await t.call('POST', '/api/v1/content-permissions', {
    token,
    body: { role_id: roleId, content_type: contentType, content_id: contentId },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

export async function listFolders(t: TestApp, token: string | undefined, projectId: number) {
  const res = await t.call('GET', `/api/v1/projects/${projectId}/folders`, { token });
  return { status: res.statusCode, folders: (res.statusCode === 200 ? res.json().data : []) as Folder[] };
}
