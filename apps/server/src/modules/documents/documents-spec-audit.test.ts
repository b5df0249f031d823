import { BUILTIN_KEYWORD_FIELDS, type Document, ErrorCode, type UpdateDocumentInput } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, keywords } from '../../platform/db/schema';
import { type RoleUsers, signInEveryRole } from '../../test/authorization';
import { uploadDocument, uploadedDocument } from '../../test/document-uploads';
import { createTestApp, makeCompany, type TestApp } from '../../test/harness';
import { attachCompany, createProject } from '../../test/project-factories';

/* Issue 16 part 5: what the spec audit found in the documents' answers and checks. */

let t: TestApp;
let roles: RoleUsers;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token;
});
afterAll(() => t.close());

async function sharedProject(): Promise<number> {
  const project = await createProject(t, admin);
  await attachCompany(t, admin, project.id, roles.subcontractorEmployee.companyId);
  return project.id;
}

const put = (doc: Document, body: UpdateDocumentInput) =>
  t.as(admin).documents.update({ params: { id: doc.project_id, documentId: doc.id }, body });

async function newKeyword(fieldId: number, text: string, deactivated = false): Promise<number> {
  const [row] = await t.ctx.db.insert(keywords).values({ fieldId, text, deactivated }).returning();
  return row.id;
}

describe("a document's document_type", () => {
  it('carries the fields the type shows, as GET document-types gives them but for their keyword lists', async () => {
    const projectId = await sharedProject();
    const doc = await uploadedDocument(t, admin, projectId);
    const types = (await t.as(admin).documentTypes.list()).data;
    const type = types.find((candidate) => candidate.id === doc.document_type_id)!;
    expect(type.fields.length).toBeGreaterThan(0);
    expect(doc.document_type).toEqual({
      id: type.id,
      name: type.name,
      is_default: type.is_default,
      is_active: type.is_active,
      fields: type.fields.map(({ keywords: _keywords, ...definition }) => definition),
    });
    const listed = (await t.as(admin).documents.list({ params: { id: projectId } })).data;
    expect(listed[0].document_type).toEqual(doc.document_type);
  });
});

describe('one state, phase and subject, never a deactivated keyword', () => {
  let stateA: number;
  let stateB: number;
  let retired: number;
  let phase: number;
  beforeAll(async () => {
    stateA = await newKeyword(BUILTIN_KEYWORD_FIELDS.state, 'approved');
    stateB = await newKeyword(BUILTIN_KEYWORD_FIELDS.state, 'rejected');
    retired = await newKeyword(BUILTIN_KEYWORD_FIELDS.state, 'retired state', true);
    phase = await newKeyword(BUILTIN_KEYWORD_FIELDS.phase, 'foundation');
  });

  it('PUT with two states is 422 and changes nothing; one state and one phase are taken', async () => {
    const doc = await uploadedDocument(t, admin, await sharedProject());
    const two = await put(doc, { keywords: [stateA, stateB] });
    expect(two.status).toBe(422);
    expect(two.error.fields).toEqual({ 'keywords.1': ['one-keyword-per-field'] });
    const twoPhases = await put(doc, { keywords: [phase, await newKeyword(BUILTIN_KEYWORD_FIELDS.phase, 'frame')] });
    expect(twoPhases.status).toBe(422);
    const kept = (await t.as(admin).documents.get({ params: { id: doc.id } })).data;
    expect(kept.keywords).toEqual([]);
    const one = await put(doc, { keywords: [stateA, phase] });
    expect(one.status, one.body).toBe(200);
    expect(one.data.state).toBe('approved');
    expect(one.data.phase).toBe('foundation');
  });

  it('PUT with a deactivated keyword is 422; one the document already holds may stay', async () => {
    const doc = await uploadedDocument(t, admin, await sharedProject());
    const res = await put(doc, { keywords: [retired] });
    expect(res.status).toBe(422);
    expect(res.error.fields).toEqual({ 'keywords.0': ['deactivated-keyword'] });

    const held = await newKeyword(BUILTIN_KEYWORD_FIELDS.state, 'held then retired');
    expect((await put(doc, { keywords: [held] })).status).toBe(200);
    await t.ctx.db.update(keywords).set({ deactivated: true }).where(eq(keywords.id, held));
    // The edit form sends the document's keywords back with another change: it still saves.
    const edit = await put(doc, { keywords: [held], group: 'g-2' });
    expect(edit.status, edit.body).toBe(200);
    // Changing it to another state and back is giving it anew: refused.
    expect((await put(doc, { keywords: [stateA] })).status).toBe(200);
    expect((await put(doc, { keywords: [held] })).status).toBe(422);
  });

  it('the upload refuses the same (422) and stores nothing', async () => {
    const projectId = await sharedProject();
    for (const ids of [[stateA, stateB], [retired]]) {
      const res = await uploadDocument(t, admin, projectId, { fields: { keywords: JSON.stringify(ids) } });
      expect(res.status, res.body).toBe(422);
    }
    const list = (await t.as(admin).documents.list({ params: { id: projectId } })).data;
    expect(list).toEqual([]);
  });
});

describe('owner_company_name', () => {
  it("is the adder's company when it is an owner company, else the project's owner company, else null", async () => {
    const projectId = (await createProject(t, admin)).id;
    await attachCompany(t, admin, projectId, roles.subcontractorEmployee.companyId);
    const owners = await t.ctx.db.select().from(companies).where(eq(companies.type, 'owner'));
    expect(owners.map((c) => c.id)).toEqual([roles.ownerManager.companyId]);
    const ownerName = owners[0].name;

    const byOwner = await uploadedDocument(t, admin, projectId);
    expect(byOwner.owner_company_name).toBe(ownerName);
    // The installation's only owner company is the project's, attached or not.
    const bySub = await uploadedDocument(t, roles.subcontractorEmployee.token, projectId);
    expect(bySub.owner_company_name).toBe(ownerName);

    // Two owner companies and none attached: no way to tell.
    const second = await makeCompany(t.ctx, 'owner', 'Second Owner Oy');
    const answer = async (id: number) => (await t.as(admin).documents.get({ params: { id } })).data.owner_company_name;
    expect(await answer(bySub.id)).toBeNull();
    expect(await answer(byOwner.id)).toBe(ownerName);
    await attachCompany(t, admin, projectId, second.id);
    expect(await answer(bySub.id)).toBe('Second Owner Oy');
    const list = (await t.as(admin).documents.list({ params: { id: projectId } })).data;
    expect(list.map((d) => d.owner_company_name)).toEqual([ownerName, 'Second Owner Oy']);
  });
});

describe('upload and update input', () => {
  it('an upload without documentTypeId answers code 35 (required fields missing), not -1', async () => {
    const projectId = await sharedProject();
    for (const documentTypeId of [null, '', '  ']) {
      const res = await uploadDocument(t, admin, projectId, { fields: { documentTypeId } });
      expect(res.status).toBe(422);
      expect(res.error).toMatchObject({
        code: ErrorCode.fillRequired,
        fields: { documentTypeId: ['required'] },
      });
      expect(res.errorBody.errorCode).toBe(35);
    }
  });

  it('JSON coordinates are taken on update and upload as on read; other JSON is 422', async () => {
    const projectId = await sharedProject();
    const doc = await uploadedDocument(t, admin, projectId, {
      fields: { coordinates: '{"lat": 61.4978, "lng": 23.761}' },
    });
    expect(doc.coordinates).toBe('61.4978,23.761');
    const res = await put(doc, { coordinates: '{"lat":60.1699,"lng":24.9384}' });
    expect(res.status, res.body).toBe(200);
    expect(res.data).toMatchObject({ coordinates: '60.1699,24.9384', gps_accuracy: 0 });
    for (const bad of ['{"lat": 95, "lng": 0}', '[60, 24]', '{"type":"Polygon"}', '{"lat":"60","lng":"24"}', 'null']) {
      const refused = await put(doc, { coordinates: bad });
      expect(refused.status, bad).toBe(422);
      expect(refused.error.fields, bad).toEqual({ coordinates: ['invalid-coordinates'] });
    }
  });

  it('delete_requested tells whether a deletion has been asked for', async () => {
    const projectId = await sharedProject();
    const doc = await uploadedDocument(t, admin, projectId);
    expect(doc.delete_requested).toBe(false);
    const sub = roles.subcontractorEmployee.token;
    const asked = await t.as(sub).deleteRequests.create({ body: { document_id: doc.id } });
    expect(asked.status, asked.body).toBe(200);
    const listed = (await t.as(sub).documents.list({ params: { id: projectId } })).data;
    expect(listed[0].delete_requested).toBe(true);
    const rejected = await t.as(admin).deleteRequests.reject({ params: { id: asked.data.id } });
    expect(rejected.status).toBe(200);
    expect((await t.as(sub).documents.get({ params: { id: doc.id } })).data.delete_requested).toBe(false);
  });
});
