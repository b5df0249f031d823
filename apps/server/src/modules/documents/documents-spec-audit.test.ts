import { BUILTIN_KEYWORD_FIELDS, type Document, type DocumentType, ErrorCode } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, keywords } from '../../platform/db/schema';
import { type Role, type RoleUser, signInEveryRole } from '../../test/authorization';
import { uploadDocument, uploadedDocument } from '../../test/document-uploads';
import { createTestApp, makeCompany, type TestApp } from '../../test/harness';
import { attachCompany, createProject } from '../../test/project-factories';

/* Issue 16 part 5: what the spec audit found in the documents' answers and checks. */

let t: TestApp;
let roles: Record<Role, RoleUser>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token!;
});
afterAll(() => t.close());

async function sharedProject(): Promise<number> {
  const project = await createProject(t, admin);
  await attachCompany(t, admin, project.id, roles.subcontractorEmployee.companyId!);
  return project.id;
}

const put = (doc: Document, body: unknown) =>
  t.call('PUT', `/api/v1/projects/${doc.project_id}/documents/${doc.id}`, { token: admin, body });

async function newKeyword(fieldId: number, text: string, deactivated = false): Promise<number> {
  const [row] = await t.ctx.db.insert(keywords).values({ fieldId, text, deactivated }).returning();
  return row.id;
}

describe("a document's document_type", () => {
  it('carries the fields the type shows, as GET document-types gives them but for their keyword lists', async () => {
    const projectId = await sharedProject();
    const doc = await uploadedDocument(t, admin, projectId);
    const types = (await t.call('GET', '/api/v1/document-types', { token: admin })).json().data as DocumentType[];
    const type = types.find((candidate) => candidate.id === doc.document_type_id)!;
    expect(type.fields.length).toBeGreaterThan(0);
    expect(doc.document_type).toEqual({
      id: type.id,
      name: type.name,
      is_default: type.is_default,
      is_active: type.is_active,
      fields: type.fields.map(({ keywords: _keywords, ...definition }) => definition),
    });
    const listed = (await t.call('GET', `/api/v1/projects/${projectId}/documents`, { token: admin })).json().data;
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
    expect(two.statusCode).toBe(422);
    expect(two.json().errors.fields).toEqual({ 'keywords.1': ['one-keyword-per-field'] });
    const twoPhases = await put(doc, { keywords: [phase, await newKeyword(BUILTIN_KEYWORD_FIELDS.phase, 'frame')] });
    expect(twoPhases.statusCode).toBe(422);
    const kept = (await t.call('GET', `/api/v1/documents/${doc.id}`, { token: admin })).json().data as Document;
    expect(kept.keywords).toEqual([]);
    const one = await put(doc, { keywords: [stateA, phase] });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.state).toBe('approved');
    expect(one.json().data.phase).toBe('foundation');
  });

  it('PUT with a deactivated keyword is 422; one the document already holds may stay', async () => {
    const doc = await uploadedDocument(t, admin, await sharedProject());
    const res = await put(doc, { keywords: [retired] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.fields).toEqual({ 'keywords.0': ['deactivated-keyword'] });

    const held = await newKeyword(BUILTIN_KEYWORD_FIELDS.state, 'held then retired');
    expect((await put(doc, { keywords: [held] })).statusCode).toBe(200);
    await t.ctx.db.update(keywords).set({ deactivated: true }).where(eq(keywords.id, held));
    // The edit form sends the document's keywords back with another change: it still saves.
    const edit = await put(doc, { keywords: [held], group: 'g-2' });
    expect(edit.statusCode, edit.body).toBe(200);
    // Changing it to another state and back is giving it anew: refused.
    expect((await put(doc, { keywords: [stateA] })).statusCode).toBe(200);
    expect((await put(doc, { keywords: [held] })).statusCode).toBe(422);
  });

  it('the upload refuses the same (422) and stores nothing', async () => {
    const projectId = await sharedProject();
    for (const ids of [[stateA, stateB], [retired]]) {
      const res = await uploadDocument(t, admin, projectId, { fields: { keywords: JSON.stringify(ids) } });
      expect(res.statusCode, res.body).toBe(422);
    }
    const list = (await t.call('GET', `/api/v1/projects/${projectId}/documents`, { token: admin })).json().data;
    expect(list).toEqual([]);
  });
});

describe('owner_company_name', () => {
  it("is the adder's company when it is an owner company, else the project's owner company, else null", async () => {
    const projectId = (await createProject(t, admin)).id;
    await attachCompany(t, admin, projectId, roles.subcontractorEmployee.companyId!);
    const owners = await t.ctx.db.select().from(companies).where(eq(companies.type, 'owner'));
    expect(owners.map((c) => c.id)).toEqual([roles.ownerManager.companyId]);
    const ownerName = owners[0].name;

    const byOwner = await uploadedDocument(t, admin, projectId);
    expect(byOwner.owner_company_name).toBe(ownerName);
    // The installation's only owner company is the project's, attached or not.
    const bySub = await uploadedDocument(t, roles.subcontractorEmployee.token!, projectId);
    expect(bySub.owner_company_name).toBe(ownerName);

    // Two owner companies and none attached: no way to tell.
    const second = await makeCompany(t.ctx, 'owner', 'Second Owner Oy');
    const answer = async (id: number) =>
      ((await t.call('GET', `/api/v1/documents/${id}`, { token: admin })).json().data as Document).owner_company_name;
    expect(await answer(bySub.id)).toBeNull();
    expect(await answer(byOwner.id)).toBe(ownerName);
    await attachCompany(t, admin, projectId, second.id);
    expect(await answer(bySub.id)).toBe('Second Owner Oy');
    const list = (await t.call('GET', `/api/v1/projects/${projectId}/documents`, { token: admin })).json().data;
    expect(list.map((d: Document) => d.owner_company_name)).toEqual([ownerName, 'Second Owner Oy']);
  });
});

describe('upload and update input', () => {
  it('an upload without documentTypeId answers code 35 (required fields missing), not -1', async () => {
    const projectId = await sharedProject();
    for (const documentTypeId of [null, '', '  ']) {
      const res = await uploadDocument(t, admin, projectId, { fields: { documentTypeId } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toMatchObject({
        code: ErrorCode.fillRequired,
        fields: { documentTypeId: ['required'] },
      });
      expect(res.json().errorCode).toBe(35);
    }
  });

  it('JSON coordinates are taken on update and upload as on read; other JSON is 422', async () => {
    const projectId = await sharedProject();
    const doc = await uploadedDocument(t, admin, projectId, {
      fields: { coordinates: '{"lat": 61.4978, "lng": 23.761}' },
    });
    expect(doc.coordinates).toBe('61.4978,23.761');
    const res = await put(doc, { coordinates: '{"lat":60.1699,"lng":24.9384}' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ coordinates: '60.1699,24.9384', gps_accuracy: 0 });
    for (const bad of ['{"lat": 95, "lng": 0}', '[60, 24]', '{"type":"Polygon"}', '{"lat":"60","lng":"24"}', 'null']) {
      const refused = await put(doc, { coordinates: bad });
      expect(refused.statusCode, bad).toBe(422);
      expect(refused.json().errors.fields, bad).toEqual({ coordinates: ['invalid-coordinates'] });
    }
  });

  it('delete_requested tells whether a deletion has been asked for', async () => {
    const projectId = await sharedProject();
    const doc = await uploadedDocument(t, admin, projectId);
    expect(doc.delete_requested).toBe(false);
    const sub = roles.subcontractorEmployee.token!;
    const asked = await t.call('POST', '/api/v1/document-delete-requests', {
      token: sub,
      body: { document_id: doc.id },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const listed = (await t.call('GET', `/api/v1/projects/${projectId}/documents`, { token: sub })).json().data;
    expect(listed[0].delete_requested).toBe(true);
    const rejected = await t.call('DELETE', `/api/v1/document-delete-requests/${asked.json().data.id}`, {
      token: admin,
    });
    expect(rejected.statusCode).toBe(200);
    expect((await t.call('GET', `/api/v1/documents/${doc.id}`, { token: sub })).json().data.delete_requested).toBe(
      false,
    );
  });
});
