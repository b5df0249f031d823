import { DEFAULT_DOCUMENT_TYPE_NAME, type DocumentType, type Field } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../platform/db/schema';
import {
  expectAuthorizationRow,
  OWNER_MANAGERS_ONLY,
  type Role,
  type RoleUser,
  SIGNED_IN,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';
import { createProject, unique } from '../../test/project-factories';

let t: TestApp;
let roles: Record<Role, RoleUser>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token!;
});
afterAll(() => t.close());

async function newType(name = unique('Type')): Promise<DocumentType> {
  const res = await t.call('POST', '/api/v1/document-types', { token: admin, body: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function listTypes(token = admin): Promise<DocumentType[]> {
  const res = await t.call('GET', '/api/v1/document-types', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function defaultType(): Promise<DocumentType> {
  const found = (await listTypes()).find((d) => d.is_default);
  if (!found) throw new Error('no default type');
  return found;
}

async function newField(body: Record<string, unknown> = {}): Promise<Field> {
  const res = await t.call('POST', '/api/v1/fields', {
    token: admin,
    body: { fieldName: unique('Field'), fieldType: 'text', keywords: [], showInDocumentsTable: true, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function addDocument(typeId: number) {
  const project = await createProject(t, admin);
  await t.ctx.db.insert(documents).values({ projectId: project.id, documentTypeId: typeId, counter: 1, name: 'a.jpg' });
}

describe('authorization', () => {
  it('GET document-types', async () => {
    await expectAuthorizationRow(t, roles, { method: 'GET', url: '/api/v1/document-types' }, SIGNED_IN);
  });

  it('POST document-types', async () => {
    await expectAuthorizationRow(
      t,
      roles,
      () => ({ method: 'POST', url: '/api/v1/document-types', body: { name: unique('Auth') } }),
      statusRow(403, { anonymous: 401, super: 201, ownerManager: 201 }),
    );
  });

  it('PUT document-types/{id}', async () => {
    const type = await newType();
    await expectAuthorizationRow(
      t,
      roles,
      { method: 'PUT', url: `/api/v1/document-types/${type.id}`, body: { name: type.name, is_active: true } },
      OWNER_MANAGERS_ONLY,
    );
  });

  it('DELETE document-types/{id}', async () => {
    const perRole = new Map<Role, number>();
    for (const role of Object.keys(OWNER_MANAGERS_ONLY) as Role[]) perRole.set(role, (await newType()).id);
    await expectAuthorizationRow(
      t,
      roles,
      (role) => ({ method: 'DELETE', url: `/api/v1/document-types/${perRole.get(role)}` }),
      OWNER_MANAGERS_ONLY,
    );
  });

  it('PUT document-types/{id}/fields', async () => {
    const type = await newType();
    await expectAuthorizationRow(
      t,
      roles,
      { method: 'PUT', url: `/api/v1/document-types/${type.id}/fields`, body: { fieldIds: [2, 3] } },
      OWNER_MANAGERS_ONLY,
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
    const admin = (await t.call('GET', '/api/v1/document-types', { token: roles.ownerManager.token })).json();
    expect(admin.can).toEqual({ create: true, manageFields: true });
    const editor = (await t.call('GET', '/api/v1/document-types', { token: roles.editor.token })).json();
    expect(editor.can).toEqual({ create: false, manageFields: false });
    expect((editor.data as DocumentType[]).every((d) => !d.can.update && !d.can.delete)).toBe(true);
  });

  it('a new type is not default, not immutable and active whatever the payload says', async () => {
    const res = await t.call('POST', '/api/v1/document-types', {
      token: admin,
      body: { name: '  Drawings ', is_default: true, is_immutable: 1, is_active: false },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
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
      const res = await t.call('POST', '/api/v1/document-types', { token: admin, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors.code).toBe(8);
    }
    const type = await newType();
    const res = await t.call('PUT', `/api/v1/document-types/${type.id}`, { token: admin, body: { name: '' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.code).toBe(8);
  });

  it('renames and deactivates a type', async () => {
    const type = await newType();
    const name = unique('Renamed');
    const res = await t.call('PUT', `/api/v1/document-types/${type.id}`, {
      token: admin,
      body: { name, is_active: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: type.id, name, is_active: false });
    expect((await listTypes()).find((d) => d.id === type.id)?.is_active).toBe(false);
  });

  it('the default type cannot be renamed, deactivated or deleted', async () => {
    const def = await defaultType();
    const rename = await t.call('PUT', `/api/v1/document-types/${def.id}`, {
      token: admin,
      body: { name: 'Other', is_active: true },
    });
    expect(rename.statusCode).toBe(409);
    const deactivate = await t.call('PUT', `/api/v1/document-types/${def.id}`, {
      token: admin,
      body: { name: def.name, is_active: false },
    });
    expect(deactivate.statusCode).toBe(409);
    const same = await t.call('PUT', `/api/v1/document-types/${def.id}`, {
      token: admin,
      body: { name: def.name, is_active: true },
    });
    expect(same.statusCode, same.body).toBe(200);
    const del = await t.call('DELETE', `/api/v1/document-types/${def.id}`, { token: admin });
    expect(del.statusCode).toBe(409);
    expect(del.json().errors.code).toBe(14);
    // Not even Super.
    const bySuper = await t.call('DELETE', `/api/v1/document-types/${def.id}`, { token: roles.super.token });
    expect(bySuper.statusCode).toBe(409);
    expect(await defaultType()).toMatchObject({ name: DEFAULT_DOCUMENT_TYPE_NAME, is_active: true });
  });

  it('a type in use by a document cannot be deleted (27); an unused one can', async () => {
    const used = await newType();
    await addDocument(used.id);
    const res = await t.call('DELETE', `/api/v1/document-types/${used.id}`, { token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.code).toBe(27);
    expect((await listTypes()).some((d) => d.id === used.id)).toBe(true);

    const unused = await newType();
    const ok = await t.call('DELETE', `/api/v1/document-types/${unused.id}`, { token: admin });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await listTypes()).some((d) => d.id === unused.id)).toBe(false);
    const again = await t.call('DELETE', `/api/v1/document-types/${unused.id}`, { token: admin });
    expect(again.statusCode).toBe(404);
  });

  it('a missing type is 404 for edit and fields', async () => {
    const edit = await t.call('PUT', '/api/v1/document-types/999999', { token: admin, body: { name: 'X' } });
    expect(edit.statusCode).toBe(404);
    const fields = await t.call('PUT', '/api/v1/document-types/999999/fields', {
      token: admin,
      body: { fieldIds: [] },
    });
    expect(fields.statusCode).toBe(404);
  });

  it('sets the fields a type shows, in the order sent, with their keywords', async () => {
    const type = await newType();
    const kw = await newField({ fieldType: 'keywords', keywords: [{ text: 'Alpha', deactivated: false }] });
    const res = await t.call('PUT', `/api/v1/document-types/${type.id}/fields`, {
      token: admin,
      body: { fieldIds: [kw.id, 4, 2, kw.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answered: DocumentType = res.json().data;
    expect(answered.fields.map((f) => f.id)).toEqual([kw.id, 4, 2]);
    expect(answered.fields[0].keywords.map((k) => k.text)).toEqual(['Alpha']);
    expect((await listTypes()).find((d) => d.id === type.id)?.fields.map((f) => f.id)).toEqual([kw.id, 4, 2]);

    const cleared = await t.call('PUT', `/api/v1/document-types/${type.id}/fields`, {
      token: admin,
      body: { fieldIds: [] },
    });
    expect(cleared.json().data.fields).toEqual([]);
  });

  it('an unknown field id is 422 and changes nothing', async () => {
    const type = await newType();
    await t.call('PUT', `/api/v1/document-types/${type.id}/fields`, { token: admin, body: { fieldIds: [2] } });
    const res = await t.call('PUT', `/api/v1/document-types/${type.id}/fields`, {
      token: admin,
      body: { fieldIds: [3, 987654] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.fields).toHaveProperty('fieldIds');
    expect((await listTypes()).find((d) => d.id === type.id)?.fields.map((f) => f.id)).toEqual([2]);
  });

  it('a deleted field leaves the types that showed it', async () => {
    const type = await newType();
    const field = await newField();
    await t.call('PUT', `/api/v1/document-types/${type.id}/fields`, {
      token: admin,
      body: { fieldIds: [field.id, 2] },
    });
    const del = await t.call('DELETE', `/api/v1/fields/${field.id}`, { token: admin });
    expect(del.statusCode, del.body).toBe(200);
    expect((await listTypes()).find((d) => d.id === type.id)?.fields.map((f) => f.id)).toEqual([2]);
  });
});
