import type { Folder, Project } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malformed } from '../../test/api-client';
import { type RoleUsers, signInEveryRole } from '../../test/authorization';
import { makeDocument } from '../../test/document-factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { attachCompany, companyRoleId, createFolder, createProject, grant } from '../../test/project-factories';

/*
 * GET projects/{id}/documents?limit=N: the panel's first screen, the newest N documents the caller
 * sees (highest counter first), before the whole list follows (issue 16, "A 10,000-photo project
 * opens fast on a phone").
 */

let t: TestApp;
let roles: RoleUsers;
let admin: string;
let project: Project;
/** Granted to the client company only: hidden from the owner company's employees. */
let hidden: Folder;
const ids: number[] = [];
const hiddenIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token;
  project = await createProject(t, admin);
  await attachCompany(t, admin, project.id, roles.clientManager.companyId!);
  hidden = await createFolder(t, admin, project.id, { name: 'Client only' });
  await grant(t, admin, await companyRoleId(t, admin, roles.clientManager.companyId!, 'employee'), 'Folder', hidden.id);
  // Counters 1…8, the last two in the hidden folder.
  for (let i = 0; i < 6; i++) ids.push((await makeDocument(t.ctx, project.id)).id);
  for (let i = 0; i < 2; i++) hiddenIds.push((await makeDocument(t.ctx, project.id, { folderId: hidden.id })).id);
});
afterAll(() => t.close());

async function list(token: string, query: { limit?: number; folder_id?: number } = {}) {
  const res = await t.as(token).documents.list({ params: { id: project.id }, query });
  expect(res.status, res.body).toBe(200);
  return res.json();
}

describe('GET projects/{id}/documents?limit=', () => {
  it('answers the newest N, highest counter first, with the same documents and can as the whole list', async () => {
    const whole = await list(admin);
    expect(whole.data.map((d) => d.id)).toEqual([...ids, ...hiddenIds]);
    const first = await list(admin, { limit: 3 });
    expect(first.data.map((d) => d.counterNumber)).toEqual([8, 7, 6]);
    expect(first.data).toEqual([...whole.data].reverse().slice(0, 3));
    expect(first.can).toEqual(whole.can);
  });

  it('counts only what the caller sees, and keeps to a folder', async () => {
    const employee = roles.employee.token;
    const seen = await list(employee, { limit: 3 });
    expect(seen.data.map((d) => d.id)).toEqual([ids[5], ids[4], ids[3]]);
    const inHidden = await list(admin, { limit: 1, folder_id: hidden.id });
    expect(inHidden.data.map((d) => d.id)).toEqual([hiddenIds[1]]);
    const inMain = await list(admin, { limit: 100, folder_id: 0 });
    expect(inMain.data.map((d) => d.id)).toEqual([...ids].reverse());
  });

  it('takes 1…9999 written in decimal; anything else is 422', async () => {
    for (const bad of ['0', '10000', '-1', '1.5', '0x10', 'all']) {
      const res = await t.as(admin).documents.list({ params: { id: project.id }, query: { limit: malformed(bad) } });
      expect(res.status, bad).toBe(422);
    }
  });
});
