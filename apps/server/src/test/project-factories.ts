import type { CompanyRole, ContentType, CreateProjectInput, Folder, Project, ProjectStatus } from '@portal/contracts';
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
  const statuses = (await t.as(token).projectStatuses.list()).data;
  const status = statuses.find((s) => s.slug === slug);
  if (!status) throw new Error(`no status ${slug}`);
  return status;
}

export async function defaultSubtypeId(t: TestApp, token: string): Promise<number> {
  const subtype = (await t.as(token).projectSubtypes.list()).data.find((s) => s.default);
  if (!subtype) throw new Error('no default subtype');
  return subtype.id;
}

export async function createProject(
  t: TestApp,
  token: string,
  body: Partial<Omit<CreateProjectInput, 'coordinates'> & { coordinates: string | null }> = {},
): Promise<Project> {
  const res = await t.as(token).projects.create({
    body: {
      code: body.code ?? unique('P'),
      name: body.name ?? 'Test project',
      type: body.type ?? 'infrastructure',
      status: body.status ?? (await statusBySlug(t, token, 'active')).id,
      project_subtype_id: body.project_subtype_id ?? (await defaultSubtypeId(t, token)),
      coordinates: body.coordinates ?? null,
      ...(body.condominium_id ? { condominium_id: body.condominium_id } : {}),
    },
  });
  expect(res.status, res.body).toBe(201);
  return res.data;
}

export async function attachCompany(t: TestApp, token: string, projectId: number, companyId: number) {
  const res = await t.as(token).projects.attachCompany({ params: { id: projectId }, body: { company_id: companyId } });
  expect(res.status, res.body).toBeLessThan(300);
}

/** The id of a company's own role row (employee, editor or manager). */
export async function companyRoleId(t: TestApp, token: string, companyId: number, role: CompanyRole): Promise<number> {
  const rows = (await t.as(token).permissions.roles({ query: { company_id: companyId } })).data;
  const row = rows.find((r) => r.name === role);
  if (!row) throw new Error(`no role ${role} in company ${companyId}`);
  return row.id;
}

export async function grant(t: TestApp, token: string, roleId: number, contentType: ContentType, contentId: number) {
  const res = await t
    .as(token)
    .permissions.createContent({ body: { role_id: roleId, content_type: contentType, content_id: contentId } });
  expect(res.status, res.body).toBeLessThan(300);
}

/** A folder made through the API by `token`'s user; a root unless `parentId` is given. */
export async function createFolder(
  t: TestApp,
  token: string,
  projectId: number,
  body: { name?: string; parentId?: number } = {},
): Promise<Folder> {
  const res = await t.as(token).folders.create({
    params: { id: projectId },
    body: { name: body.name ?? unique('F'), parentId: body.parentId ?? 0 },
  });
  expect(res.status, res.body).toBe(201);
  return res.data;
}

export async function listFolders(t: TestApp, token: string | undefined, projectId: number) {
  const res = await t.as(token).folders.list({ params: { id: projectId } });
  return { status: res.status, folders: res.status === 200 ? res.data : [] };
}
