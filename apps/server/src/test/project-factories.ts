import type { CompanyRole, Folder, Project, ProjectStatus } from '@portal/contracts';
import { expect } from 'vitest';
import type { TestApp } from './harness';

/*
 * Factories of the projects areas: projects with their status and subtype, attached companies,
 * company roles, grants and folders, built through the API as a client would, so every row has its
 * parents and its side effects (default folders, schedule entries).
 */

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

/** A folder made through the API by `token`'s user; a root unless `parentId` is given. */
export async function createFolder(
  t: TestApp,
  token: string,
  projectId: number,
  body: { name?: string; parentId?: number } = {},
): Promise<Folder> {
  const res = await t.call('POST', `/api/v1/projects/${projectId}/folders`, {
    token,
    body: { name: body.name ?? unique('F'), parentId: body.parentId ?? 0 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Folder;
}

export async function listFolders(t: TestApp, token: string | undefined, projectId: number) {
  const res = await t.call('GET', `/api/v1/projects/${projectId}/folders`, { token });
  return { status: res.statusCode, folders: (res.statusCode === 200 ? res.json().data : []) as Folder[] };
}
