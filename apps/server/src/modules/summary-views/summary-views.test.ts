import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  byRole,
  expectAuthorizationRow,
  type Role,
  type RoleUsers,
  SIGNED_IN,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { makeDocument } from '../../test/document-factories';
import { present } from '../../test/find-one';
import { createTestApp, makeCompany, type TestApp } from '../../test/harness';
import { attachCompany, createProject, defaultSubtypeId, listFolders, unique } from '../../test/project-factories';
import { documentAudience } from '../documents/document-audience.access';

let t: TestApp;
let roles: RoleUsers;
/** A default folder, its copy in the project, and another default folder's copy. */
let viewFolder: number;
let otherFolder: number;
let defaultFolderId: number;
let projectId: number;
let projectCode: string;
/** A view shared with the subcontractor's company. */
let viewId: number;
let inView: number;
let inOtherFolder: number;
let inMainFolder: number;

/** Owner-managers manage; the subcontractor's employee is in the attached company. */
const READERS = statusRow(404, { anonymous: 401, super: 200, ownerManager: 200, subcontractorEmployee: 200 });
const MANAGERS = statusRow(404, { anonymous: 401, super: 200, ownerManager: 200, subcontractorEmployee: 403 });

async function newDefaultFolder(name = unique('DF')): Promise<number> {
  const res = await t.as(roles.super.token).defaultFolders.create({
    body: { name, project_subtype_id: await defaultSubtypeId(t, roles.super.token) },
  });
  expect(res.status, res.body).toBe(201);
  return res.data.id;
}

async function newView(opts: { companyId?: number } = {}): Promise<number> {
  const res = await t.as(roles.super.token).summaryViews.create({
    body: { name: unique('View'), defaultfolder_id: defaultFolderId },
  });
  expect(res.status, res.body).toBe(201);
  if (opts.companyId) {
    const add = await t
      .as(roles.super.token)
      .summaryViews.addCompany({ params: { id: res.data.id, companyId: opts.companyId } });
    expect(add.status, add.body).toBe(200);
  }
  return res.data.id;
}

async function stateKeywords() {
  const fields = (await t.as(roles.super.token).fields.list()).data;
  return present(
    fields.find((f) => f.id === 4),
    'state field',
  ).keywords;
}

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  defaultFolderId = await newDefaultFolder();
  const otherDefault = await newDefaultFolder();
  const project = await createProject(t, roles.super.token, { name: 'Summary view project' });
  projectId = project.id;
  projectCode = project.code;
  await attachCompany(t, roles.super.token, projectId, roles.clientManager.companyId);
  const { folders } = await listFolders(t, roles.super.token, projectId);
  viewFolder = present(
    folders.find((f) => f.default_folder_id === defaultFolderId),
    'copied view folder',
  ).id;
  otherFolder = present(
    folders.find((f) => f.default_folder_id === otherDefault),
    'other copied folder',
  ).id;
  inView = (await makeDocument(t.ctx, projectId, { folderId: viewFolder, name: 'In the view' })).id;
  inOtherFolder = (await makeDocument(t.ctx, projectId, { folderId: otherFolder })).id;
  inMainFolder = (await makeDocument(t.ctx, projectId)).id;
  viewId = await newView({ companyId: roles.subcontractorEmployee.companyId });
});
afterAll(() => t.close());

describe('authorization', () => {
  it('GET summaryviews: every signed-in user (their own views)', async () => {
    await expectAuthorizationRow(t, roles, SIGNED_IN, (api) => api.summaryViews.list());
  });

  it('POST summaryviews: owner-managers', async () => {
    await expectAuthorizationRow(t, roles, statusRow(403, { anonymous: 401, super: 201, ownerManager: 201 }), (api) =>
      api.summaryViews.create({ body: { name: unique('V'), defaultfolder_id: defaultFolderId } }),
    );
  });

  it('GET summaryviews/{id}: owner-managers and the attached company', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) => api.summaryViews.get({ params: { id: viewId } }));
  });

  it('GET summaryviews/{id}/documents', async () => {
    await expectAuthorizationRow(t, roles, READERS, (api) => api.summaryViews.documents({ params: { id: viewId } }));
  });

  it('POST summaryviews/{id}/documents/{documentId}/status', async () => {
    const [keyword] = await stateKeywords();
    await expectAuthorizationRow(t, roles, READERS, (api) =>
      api.summaryViews.setState({ params: { id: viewId, documentId: inView }, body: { keyword_id: keyword.id } }),
    );
  });

  it('DELETE summaryviews/{id}', async () => {
    const views = await byRole(() => newView({ companyId: roles.subcontractorEmployee.companyId }));
    await expectAuthorizationRow(t, roles, MANAGERS, (api, role: Role) =>
      api.summaryViews.delete({ params: { id: views[role] } }),
    );
  });

  it('companies add and remove, POST and the GET the spec sends', async () => {
    // A company none of the roles belongs to, so attaching it changes nobody's row.
    const companyId = (await makeCompany(t.ctx, 'client')).id;
    const params = { id: viewId, companyId };
    await expectAuthorizationRow(t, roles, MANAGERS, (api) => api.summaryViews.addCompany({ params }));
    await expectAuthorizationRow(t, roles, MANAGERS, (api) => api.summaryViews.addCompanyGet({ params }));
    await expectAuthorizationRow(t, roles, MANAGERS, (api) => api.summaryViews.removeCompany({ params }));
    await expectAuthorizationRow(t, roles, MANAGERS, (api) => api.summaryViews.removeCompanyGet({ params }));
  });
});

describe('a view shared with a subcontractor', () => {
  it('lists exactly the documents of the folders copied from its default folder, with the view columns', async () => {
    const res = await t.as(roles.subcontractorEmployee.token).summaryViews.documents({ params: { id: viewId } });
    expect(res.status, res.body).toBe(200);
    expect(res.data.map((d) => d.id)).toEqual([inView]);
    const [doc] = res.data;
    expect(doc.project_code).toBe(projectCode);
    expect(doc.project_name).toBe('Summary view project');
    // The subcontractor is not attached to the project: no company named.
    expect(doc.summary_companies).toEqual([]);
    expect(doc.can).toEqual({ update: false, delete: false, move: false, requestDelete: false });
    expect(res.json().can).toMatchObject({ create: false, export: false });
  });

  it('opens the single document and its file, read-only; other documents of the project stay hidden', async () => {
    const sub = t.as(roles.subcontractorEmployee.token);
    const one = await sub.documents.get({ params: { id: inView } });
    expect(one.status, one.body).toBe(200);
    expect(one.data.can).toEqual({ update: false, delete: false, move: false, requestDelete: false });
    const fileId = one.data.files[0].id;
    const file = await sub.documents.file({ params: { id: projectId, documentId: inView, fileId }, query: {} });
    expect(file.status).toBe(200);
    for (const hidden of [inOtherFolder, inMainFolder]) {
      expect((await sub.documents.get({ params: { id: hidden } })).status).toBe(404);
    }
    expect((await sub.documents.list({ params: { id: projectId }, query: {} })).status).toBe(404);
    expect((await listFolders(t, roles.subcontractorEmployee.token, projectId)).status).toBe(404);
  });

  it('refuses every other write to a shared document', async () => {
    const sub = t.as(roles.subcontractorEmployee.token);
    const params = { id: projectId, documentId: inView };
    expect((await sub.documents.update({ params, body: { group: 'x' } })).status).toBe(403);
    // The project itself is not the subcontractor's: 404 before the document is looked at.
    expect((await sub.documents.delete({ params })).status).toBe(404);
    expect((await sub.documents.move({ params, body: { folder_id: 0, project_id: projectId } })).status).toBe(403);
    expect((await sub.deleteRequests.create({ body: { document_id: inView } })).status).toBe(403);
  });

  it('sets any state keyword, and only a state keyword of one of the view documents', async () => {
    const sub = t.as(roles.subcontractorEmployee.token);
    const keywords = await stateKeywords();
    const last = keywords[keywords.length - 1];
    const res = await sub.summaryViews.setState({
      params: { id: viewId, documentId: inView },
      body: { keyword_id: last.id },
    });
    expect(res.status, res.body).toBe(200);
    expect(res.data.state).toBe(last.text);
    expect(res.data.keywords.filter((k) => k.field_id === 4).map((k) => k.id)).toEqual([last.id]);
    const phase = present(
      (await t.as(roles.super.token).fields.list()).data.find((f) => f.id === 2)?.keywords[0],
      'phase keyword',
    );
    const wrongField = await sub.summaryViews.setState({
      params: { id: viewId, documentId: inView },
      body: { keyword_id: phase.id },
    });
    expect(wrongField.status).toBe(404);
    const outside = await sub.summaryViews.setState({
      params: { id: viewId, documentId: inOtherFolder },
      body: { keyword_id: last.id },
    });
    expect(outside.status).toBe(404);
  });

  it('names only the caller’s own companies outside the owner side', async () => {
    await t.as(roles.super.token).summaryViews.addCompany({
      params: { id: viewId, companyId: roles.clientManager.companyId },
    });
    const own = await t.as(roles.subcontractorEmployee.token).summaryViews.get({ params: { id: viewId } });
    expect(own.data.companies.map((c) => c.id)).toEqual([roles.subcontractorEmployee.companyId]);
    expect(own.data.can).toEqual({ manage: false, setState: true });
    const all = await t.as(roles.ownerManager.token).summaryViews.get({ params: { id: viewId } });
    expect(all.data.companies.map((c) => c.id).sort()).toEqual(
      [roles.subcontractorEmployee.companyId, roles.clientManager.companyId].sort(),
    );
    await t.as(roles.super.token).summaryViews.removeCompany({
      params: { id: viewId, companyId: roles.clientManager.companyId },
    });
  });

  it('hides the documents again once the company is removed', async () => {
    const id = await newView({ companyId: roles.subcontractorEmployee.companyId });
    const sub = t.as(roles.subcontractorEmployee.token);
    expect((await sub.summaryViews.documents({ params: { id } })).status).toBe(200);
    await t.as(roles.super.token).summaryViews.removeCompany({
      params: { id, companyId: roles.subcontractorEmployee.companyId },
    });
    expect((await sub.summaryViews.documents({ params: { id } })).status).toBe(404);
    // Still shared through the first view.
    expect((await sub.documents.get({ params: { id: inView } })).status).toBe(200);
  });

  it("hears of changes to the view's documents in real time, and of no other document of the project", async () => {
    const audience = await documentAudience(t.ctx.db, projectId, [inView, inOtherFolder, inMainFolder]);
    expect(audience.get(roles.subcontractorEmployee.id)).toEqual([inView]);
    expect(audience.get(roles.ownerManager.id)?.sort()).toEqual([inView, inOtherFolder, inMainFolder].sort());
  });
});

describe('bad input', () => {
  it('an empty name is 422, a default folder or company that does not exist 404', async () => {
    const admin = t.as(roles.super.token);
    const empty = await admin.summaryViews.create({ body: { name: '  ', defaultfolder_id: defaultFolderId } });
    expect(empty.status).toBe(422);
    const noFolder = await admin.summaryViews.create({ body: { name: 'x', defaultfolder_id: 2_000_000_000 } });
    expect(noFolder.status).toBe(404);
    const noCompany = await admin.summaryViews.addCompany({ params: { id: viewId, companyId: 2_000_000_000 } });
    expect(noCompany.status).toBe(404);
  });

  it('lists for the sub only the views shared with it', async () => {
    const res = await t.as(roles.clientManager.token).summaryViews.list();
    expect(res.status).toBe(200);
    expect(res.data.map((v) => v.id)).not.toContain(viewId);
    expect(res.json().can).toEqual({ create: false });
    const sub = await t.as(roles.subcontractorEmployee.token).summaryViews.list();
    expect(sub.data.map((v) => v.id)).toContain(viewId);
  });
});

describe('search through a shared view (DECISIONS.md "Summary views": search too)', () => {
  it("finds the view's documents for the attached company, and none of the project's others", async () => {
    const shared = await makeDocument(t.ctx, projectId, { folderId: viewFolder, name: 'Kaivinkone jaettu' });
    const hidden = await makeDocument(t.ctx, projectId, { folderId: otherFolder, name: 'Kaivinkone piilossa' });
    const asSubcontractor = await t
      .as(roles.subcontractorEmployee.token)
      .search.search({ body: { query: 'kaivinkone', perPage: 50 } });
    expect(asSubcontractor.status, asSubcontractor.body).toBe(200);
    expect(asSubcontractor.data.results.map((r) => r.id)).toEqual([shared.id]);
    expect(asSubcontractor.data.more_available).toBe(false);
    const asOwner = await t.as(roles.super.token).search.search({ body: { query: 'kaivinkone', perPage: 50 } });
    expect(asOwner.data.results.map((r) => r.id).sort()).toEqual([shared.id, hidden.id].sort());
  });
});
