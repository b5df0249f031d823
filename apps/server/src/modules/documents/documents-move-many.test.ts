import type { Folder, Project } from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../platform/db/schema';
import { expectAuthorizationRow, type RoleUsers, signInEveryRole, statusRow } from '../../test/authorization';
import { makeDocument } from '../../test/document-factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { attachCompany, companyRoleId, createFolder, createProject, grant } from '../../test/project-factories';

/*
 * PUT projects/{id}/documents/updateFolder: many documents to one folder in one call, all or
 * nothing. Every refusal is checked by reading the rows afterwards: nothing moved.
 */

let t: TestApp;
let roles: RoleUsers;
let admin: string;
let editor: string;
let project: Project;
/** Seen by the owner company's users: no grants. */
let open: Folder;
/** Granted to the client company only: hidden from the owner company's employees and editors. */
let hidden: Folder;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token;
  editor = roles.editor.token;
  project = await createProject(t, admin);
  await attachCompany(t, admin, project.id, roles.clientManager.companyId);
  await attachCompany(t, admin, project.id, roles.subcontractorEmployee.companyId);
  open = await createFolder(t, admin, project.id, { name: 'Open' });
  hidden = await createFolder(t, admin, project.id, { name: 'Client only' });
  await grant(t, admin, await companyRoleId(t, admin, roles.clientManager.companyId, 'employee'), 'Folder', hidden.id);
});
afterAll(() => t.close());

function move(token: string | undefined, ids: number[], folderId: number, projectId = project.id) {
  return t.as(token).documents.moveMany({ params: { id: projectId }, body: { ids, folder_id: folderId } });
}

/** Each document's folder (null: the main folder), by id. */
async function foldersOf(ids: number[]): Promise<Record<number, number | null>> {
  const rows = await t.ctx.db
    .select({ id: documents.id, folderId: documents.folderId })
    .from(documents)
    .where(inArray(documents.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.folderId]));
}

async function mainFolderDocuments(n: number) {
  const docs = [];
  for (let i = 0; i < n; i++) docs.push(await makeDocument(t.ctx, project.id));
  return docs.map((d) => d.id);
}

describe('PUT projects/{id}/documents/updateFolder', () => {
  it('moves every chosen document to the folder, and back to the main folder with 0', async () => {
    const ids = await mainFolderDocuments(3);
    const res = await move(editor, [...ids, ids[0]], open.id);
    expect(res.status, res.body).toBe(200);
    expect(res.data.ids).toEqual(ids);
    expect(await foldersOf(ids)).toEqual(Object.fromEntries(ids.map((id) => [id, open.id])));
    const list = await t.as(editor).documents.list({ params: { id: project.id }, query: { folder_id: open.id } });
    expect(list.data.map((d) => d.id)).toEqual(expect.arrayContaining(ids));

    expect((await move(editor, ids, 0)).status).toBe(200);
    expect(await foldersOf(ids)).toEqual(Object.fromEntries(ids.map((id) => [id, null])));
  });

  it('authorization: writers with document.edit (the seed gives it to owner and subcontractor employees); others who see the documents 403', async () => {
    const [id] = await mainFolderDocuments(1);
    await expectAuthorizationRow(t, roles, statusRow(200, { anonymous: 401, clientManager: 403 }), (api) =>
      api.documents.moveMany({ params: { id: project.id }, body: { ids: [id], folder_id: 0 } }),
    );
  });

  it('refuses a set with a document the caller may not see: 404, nothing moves', async () => {
    const ids = await mainFolderDocuments(2);
    const secret = await makeDocument(t.ctx, project.id, { folderId: hidden.id });
    const res = await move(editor, [...ids, secret.id], open.id);
    expect(res.status, res.body).toBe(404);
    expect(await foldersOf([...ids, secret.id])).toEqual({ [ids[0]]: null, [ids[1]]: null, [secret.id]: hidden.id });
    // The owner-manager sees the folder and moves the same set.
    expect((await move(admin, [...ids, secret.id], open.id)).status).toBe(200);
  });

  it("refuses another project's document, even one the caller sees: 404, nothing moves", async () => {
    const [id] = await mainFolderDocuments(1);
    const other = await createProject(t, admin);
    const foreign = await makeDocument(t.ctx, other.id);
    const res = await move(editor, [id, foreign.id], open.id);
    expect(res.status, res.body).toBe(404);
    expect(await foldersOf([id, foreign.id])).toEqual({ [id]: null, [foreign.id]: null });
  });

  it("refuses a folder the caller may not see, or another project's folder: 404, nothing moves", async () => {
    const ids = await mainFolderDocuments(2);
    expect((await move(editor, ids, hidden.id)).status).toBe(404);
    const other = await createProject(t, admin);
    const elsewhere = await createFolder(t, admin, other.id);
    expect((await move(admin, ids, elsewhere.id)).status).toBe(404);
    expect((await move(admin, ids, 2_000_000_000)).status).toBe(404);
    expect(await foldersOf(ids)).toEqual({ [ids[0]]: null, [ids[1]]: null });
  });

  it('refuses a set with a removed document: 410, nothing moves', async () => {
    const ids = await mainFolderDocuments(2);
    const del = await t.as(admin).documents.delete({ params: { id: project.id, documentId: ids[1] } });
    expect(del.status, del.body).toBe(200);
    const res = await move(editor, ids, open.id);
    expect(res.status, res.body).toBe(410);
    expect(await foldersOf(ids)).toEqual({ [ids[0]]: null, [ids[1]]: null });
  });

  it('refuses a caller who sees the documents but may not move them: 403, nothing moves', async () => {
    const ids = await mainFolderDocuments(2);
    // A client's manager sees them, but only owner and subcontractor companies move documents.
    const res = await move(roles.clientManager.token, ids, open.id);
    expect(res.status, res.body).toBe(403);
    expect(await foldersOf(ids)).toEqual({ [ids[0]]: null, [ids[1]]: null });
  });

  it('answers 26 for an empty set, and 404 for a project the caller may not see', async () => {
    const empty = await move(editor, [], open.id);
    expect(empty.status).toBe(422);
    expect(empty.error.code).toBe(26);
    const [id] = await mainFolderDocuments(1);
    const res = await move(roles.clientManager.token, [id], 0, (await createProject(t, admin)).id);
    expect(res.status).toBe(404);
  });
});
