import { DEFAULT_DOCUMENT_TYPE_NAME, type DocumentType, type Field } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../platform/db/schema';
import { malformed } from '../../test/api-client';
import {
  byRole,
  expectAuthorizationRow,
  OWNER_MANAGERS_ONLY,
  type RoleUsers,
  SIGNED_IN,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';
import { createProject, unique } from '../../test/project-factories';

let t: TestApp;
let roles: RoleUsers;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token;
});
afterAll(() => t.close());

async function newType(name = unique('Type')): Promise<DocumentType> {
  const res = await t.as(admin).documentTypes.create({ body: { name } });
  expect(res.status, res.body).toBe(201);
  return res.data;
}

async function listTypes(token = admin): Promise<DocumentType[]> {
  const res = await t.as(token).documentTypes.list();
  expect(res.status, res.body).toBe(200);
  return res.data;
}

async function defaultType(): Promise<DocumentType> {
  const found = (await listTypes()).find((d) => d.is_default);
  if (!found) throw new Error('no default type');
  return found;
}

async function newField(body: Record<string, unknown> = {}): Promise<Field> {
  const res = await t.as(admin).fields.create({
    body: { fieldName: unique('Field'), fieldType: 'text', keywords: [], showInDocumentsTable: true, ...body },
  });
  expect(res.status, res.body).toBe(201);
  return res.data;
}

async function addDocument(typeId: number) {
  const project = await createProject(t, admin);
  await t.ctx.db.insert(documents).values({ projectId: project.id, documentTypeId: typeId, counter: 1, name: 'a.jpg' });
}

describe('authorization', () => {
  it('GET document-types', async () => {
    await expectAuthorizationRow(t, roles, SIGNED_IN, (api) => api.documentTypes.list());
  });

  it('POST document-types', async () => {
    await expectAuthorizationRow(t, roles, statusRow(403, { anonymous: 401, super: 201, ownerManager: 201 }), (api) =>
      api.documentTypes.create({ body: { name: unique('Auth') } }),
    );
  });

  it('PUT document-types/{id}', async () => {
    const type = await newType();
    await expectAuthorizationRow(t, roles, OWNER_MANAGERS_ONLY, (api) =>
      api.documentTypes.update({ params: { id: type.id }, body: { name: type.name, is_active: true } }),
    );
  });

  it('DELETE document-types/{id}', async () => {
    const ids = await byRole(async () => (await newType()).id);
    await expectAuthorizationRow(t, roles, OWNER_MANAGERS_ONLY, (api, role) =>
      api.documentTypes.delete({ params: { id: ids[role] } }),
    );
  });

  it('PUT document-types/{id}/fields', async () => {
    const type = await newType();
    await expectAuthorizationRow(t, roles, OWNER_MANAGERS_ONLY, (api) =>
      api.documentTypes.fields({ params: { id: type.id }, body: { fieldIds: [2, 3] } }),
    );
  });
});

describe('document types', () => {
  it('the seeded default type comes first with the built-in fields, and only it is not deletable', async () => {
    await newType();
    const types = await listTypes();
    expect(types[0]).toMatchObject({
      name: DEFAULT_DOCUMENT_TYPE_NAME,
      is_default: true,
      is_active: true,
      can: { update: true, delete: false },
    });
    expect(types[0].fields.map((f) => f.key)).toEqual(expect.arrayContaining(['phase', 'subject', 'state']));
    expect(types.slice(1).every((d) => d.can.delete && !d.is_default)).toBe(true);
  });

  it('the list says who may add types and manage fields', async () => {
    const admin = (await t.as(roles.ownerManager).documentTypes.list()).json();
    expect(admin.can).toEqual({ create: true, manageFields: true });
    const editor = (await t.as(roles.editor).documentTypes.list()).json();
    expect(editor.can).toEqual({ create: false, manageFields: false });
    expect(editor.data.every((d) => !d.can.update && !d.can.delete)).toBe(true);
  });

  it('a new type is not default, not immutable and active whatever the payload says', async () => {
    const res = await t
      .as(admin)
      .documentTypes.create({ body: { name: '  Drawings ', is_default: true, is_immutable: 1, is_active: false } });
    expect(res.status, res.body).toBe(201);
    expect(res.data).toMatchObject({
      name: 'Drawings',
      is_default: false,
      is_immutable: false,
      is_active: true,
      fields: [],
      can: { update: true, delete: true },
    });
    // The one default type is still the seeded one.
    expect((await listTypes()).filter((d) => d.is_default)).toHaveLength(1);
  });

  it('a missing or blank name is 422 code 8, on create and on edit', async () => {
    for (const body of [{}, { name: '   ' }, { name: null }]) {
      const res = await t.as(admin).documentTypes.create({ body: malformed(body) });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.error.code).toBe(8);
    }
    const type = await newType();
    const res = await t.as(admin).documentTypes.update({ params: { id: type.id }, body: { name: '' } });
    expect(res.status).toBe(422);
    expect(res.error.code).toBe(8);
  });

  it('renames and deactivates a type', async () => {
    const type = await newType();
    const name = unique('Renamed');
    const res = await t.as(admin).documentTypes.update({ params: { id: type.id }, body: { name, is_active: false } });
    expect(res.status, res.body).toBe(200);
    expect(res.data).toMatchObject({ id: type.id, name, is_active: false });
    expect((await listTypes()).find((d) => d.id === type.id)?.is_active).toBe(false);
  });

  it('the default type cannot be renamed, deactivated or deleted', async () => {
    const def = await defaultType();
    const rename = await t
      .as(admin)
      .documentTypes.update({ params: { id: def.id }, body: { name: 'Other', is_active: true } });
    expect(rename.status).toBe(409);
    const deactivate = await t
      .as(admin)
      .documentTypes.update({ params: { id: def.id }, body: { name: def.name, is_active: false } });
    expect(deactivate.status).toBe(409);
    const same = await t
      .as(admin)
      .documentTypes.update({ params: { id: def.id }, body: { name: def.name, is_active: true } });
    expect(same.status, same.body).toBe(200);
    const del = await t.as(admin).documentTypes.delete({ params: { id: def.id } });
    expect(del.status).toBe(409);
    expect(del.error.code).toBe(14);
    // Not even Super.
    const bySuper = await t.as(roles.super).documentTypes.delete({ params: { id: def.id } });
    expect(bySuper.status).toBe(409);
    expect(await defaultType()).toMatchObject({ name: DEFAULT_DOCUMENT_TYPE_NAME, is_active: true });
  });
});

describe('document types in use, and the fields they show', () => {
  it('a type in use by a document cannot be deleted (27); an unused one can', async () => {
    const used = await newType();
    await addDocument(used.id);
    const res = await t.as(admin).documentTypes.delete({ params: { id: used.id } });
    expect(res.status).toBe(409);
    expect(res.error.code).toBe(27);
    expect((await listTypes()).some((d) => d.id === used.id)).toBe(true);

    const unused = await newType();
    const ok = await t.as(admin).documentTypes.delete({ params: { id: unused.id } });
    expect(ok.status, ok.body).toBe(200);
    expect((await listTypes()).some((d) => d.id === unused.id)).toBe(false);
    const again = await t.as(admin).documentTypes.delete({ params: { id: unused.id } });
    expect(again.status).toBe(404);
  });

  it('a missing type is 404 for edit and fields', async () => {
    const edit = await t.as(admin).documentTypes.update({ params: { id: 999999 }, body: { name: 'X' } });
    expect(edit.status).toBe(404);
    const fields = await t.as(admin).documentTypes.fields({ params: { id: 999999 }, body: { fieldIds: [] } });
    expect(fields.status).toBe(404);
  });

  it('sets the fields a type shows, in the order sent, with their keywords', async () => {
    const type = await newType();
    const kw = await newField({ fieldType: 'keywords', keywords: [{ text: 'Alpha', deactivated: false }] });
    const res = await t
      .as(admin)
      .documentTypes.fields({ params: { id: type.id }, body: { fieldIds: [kw.id, 4, 2, kw.id] } });
    expect(res.status, res.body).toBe(200);
    const answered: DocumentType = res.data;
    expect(answered.fields.map((f) => f.id)).toEqual([kw.id, 4, 2]);
    expect(answered.fields[0].keywords.map((k) => k.text)).toEqual(['Alpha']);
    expect((await listTypes()).find((d) => d.id === type.id)?.fields.map((f) => f.id)).toEqual([kw.id, 4, 2]);

    const cleared = await t.as(admin).documentTypes.fields({ params: { id: type.id }, body: { fieldIds: [] } });
    expect(cleared.data.fields).toEqual([]);
  });

  it('an unknown field id is 422 and changes nothing', async () => {
    const type = await newType();
    await t.as(admin).documentTypes.fields({ params: { id: type.id }, body: { fieldIds: [2] } });
    const res = await t.as(admin).documentTypes.fields({ params: { id: type.id }, body: { fieldIds: [3, 987654] } });
    expect(res.status).toBe(422);
    expect(res.error.fields).toHaveProperty('fieldIds');
    expect((await listTypes()).find((d) => d.id === type.id)?.fields.map((f) => f.id)).toEqual([2]);
  });

  it('a deleted field leaves the types that showed it', async () => {
    const type = await newType();
    const field = await newField();
    await t.as(admin).documentTypes.fields({ params: { id: type.id }, body: { fieldIds: [field.id, 2] } });
    const del = await t.as(admin).fields.delete({ params: { id: field.id } });
    expect(del.status, del.body).toBe(200);
    expect((await listTypes()).find((d) => d.id === type.id)?.fields.map((f) => f.id)).toEqual([2]);
  });
});
