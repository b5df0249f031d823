import type { Field, Keyword } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAuthorizationRow,
  OWNER_MANAGERS_ONLY,
  type Role,
  type RoleUser,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';
import { unique } from '../../test/project-factories';

let t: TestApp;
let roles: Record<Role, RoleUser>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token!;
});
afterAll(() => t.close());

/** keywords.manage: Super, the owner-manager (owner column) and editors by the seed matrix. */
const KEYWORD_MANAGERS = statusRow(403, { anonymous: 401, super: 200, ownerManager: 200, editor: 200 });

const fieldBody = (body: Record<string, unknown> = {}) => ({
  fieldName: unique('Field'),
  fieldType: 'keywords',
  keywords: [
    { text: 'One', deactivated: false },
    { text: 'Two', deactivated: true },
  ],
  showInDocumentsTable: true,
  ...body,
});

async function newField(body: Record<string, unknown> = {}): Promise<Field> {
  const res = await t.call('POST', '/api/v1/fields', { token: admin, body: fieldBody(body) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function globalField(id: number): Promise<Field | undefined> {
  const res = await t.call('GET', '/api/v1/fields', { token: admin });
  return (res.json().data as Field[]).find((f) => f.id === id);
}

describe('authorization', () => {
  it('POST fields', async () => {
    await expectAuthorizationRow(
      t,
      roles,
      () => ({ method: 'POST', url: '/api/v1/fields', body: fieldBody() }),
      statusRow(403, { anonymous: 401, super: 201, ownerManager: 201 }),
    );
  });

  it('PUT fields/{id}', async () => {
    const field = await newField();
    await expectAuthorizationRow(
      t,
      roles,
      {
        method: 'PUT',
        url: `/api/v1/fields/${field.id}`,
        body: { fieldName: field.key, fieldType: 'keywords', keywords: field.keywords },
      },
      OWNER_MANAGERS_ONLY,
    );
  });

  it('DELETE fields/{id}', async () => {
    const perRole = new Map<Role, number>();
    for (const role of Object.keys(OWNER_MANAGERS_ONLY) as Role[]) perRole.set(role, (await newField()).id);
    await expectAuthorizationRow(
      t,
      roles,
      (role) => ({ method: 'DELETE', url: `/api/v1/fields/${perRole.get(role)}` }),
      OWNER_MANAGERS_ONLY,
    );
  });

  it('GET fields/{id}/keywords', async () => {
    await expectAuthorizationRow(t, roles, { method: 'GET', url: '/api/v1/fields/2/keywords' }, KEYWORD_MANAGERS);
  });

  it('PUT fields/{id}/keywords/{keywordId}', async () => {
    const field = await newField();
    const kw = field.keywords[0];
    await expectAuthorizationRow(
      t,
      roles,
      { method: 'PUT', url: `/api/v1/fields/0/keywords/${kw.id}`, body: { text: 'Renamed', deactivated: false } },
      KEYWORD_MANAGERS,
    );
  });

  it('DELETE fields/{id}/keywords/{keywordId}', async () => {
    const perRole = new Map<Role, number>();
    for (const role of Object.keys(KEYWORD_MANAGERS) as Role[]) perRole.set(role, (await newField()).keywords[0].id);
    await expectAuthorizationRow(
      t,
      roles,
      (role) => ({ method: 'DELETE', url: `/api/v1/fields/0/keywords/${perRole.get(role)}` }),
      KEYWORD_MANAGERS,
    );
  });
});

describe('fields', () => {
  it('creates a keyword field: not default, hidden from the documents table whatever was sent', async () => {
    const name = unique('Room');
    const field = await newField({ fieldName: name });
    expect(field).toMatchObject({
      key: name,
      type: 'keywords',
      is_default: false,
      is_automatic: false,
      show_in_documents_table: false,
    });
    expect(field.keywords.map((k) => [k.text, k.deactivated])).toEqual([
      ['One', false],
      ['Two', true],
    ]);
    expect(await globalField(field.id)).toEqual(field);
  });

  it('a text or date field keeps no keywords', async () => {
    const text = await newField({ fieldType: 'text' });
    expect(text).toMatchObject({ type: 'text', keywords: [] });
    const date = await newField({ fieldType: 'date' });
    expect(date).toMatchObject({ type: 'date', keywords: [] });
  });

  it('bad input is 422', async () => {
    for (const body of [
      fieldBody({ fieldName: '' }),
      fieldBody({ fieldType: 'number' }),
      fieldBody({ keywords: [{ text: '' }] }),
      fieldBody({ keywords: 'x' }),
    ]) {
      const res = await t.call('POST', '/api/v1/fields', { token: admin, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
  });

  it('update renames, shows in the documents table and syncs the keywords', async () => {
    const field = await newField();
    const [one, two] = field.keywords;
    const res = await t.call('PUT', `/api/v1/fields/${field.id}`, {
      token: admin,
      body: {
        fieldName: 'Renamed field',
        fieldType: 'text',
        keywords: [
          { id: one.id, text: 'Uno', deactivated: true },
          { text: 'Three', deactivated: false },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated: Field = res.json().data;
    // The type does not change.
    expect(updated).toMatchObject({ key: 'Renamed field', type: 'keywords', show_in_documents_table: true });
    expect(updated.keywords.map((k) => [k.text, k.deactivated])).toEqual([
      ['Three', false],
      ['Uno', true],
    ]);
    expect(updated.keywords.find((k) => k.text === 'Uno')?.id).toBe(one.id);
    expect(updated.keywords.some((k) => k.id === two.id)).toBe(false);
  });

  it('a keyword id of another field is 422', async () => {
    const a = await newField();
    const b = await newField();
    const res = await t.call('PUT', `/api/v1/fields/${a.id}`, {
      token: admin,
      body: { fieldName: a.key, fieldType: 'keywords', keywords: [{ id: b.keywords[0].id, text: 'X' }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.fields).toHaveProperty('keywords');
  });

  it('a default field keeps its name; its keywords can be edited and added, not deleted', async () => {
    const phase = (await globalField(2))!;
    expect(phase).toMatchObject({ key: 'phase', is_default: true });
    const kept = phase.keywords.map((k) => ({ id: k.id, text: k.text, deactivated: k.deactivated }));
    const added = unique('Phase');
    const res = await t.call('PUT', '/api/v1/fields/2', {
      token: admin,
      body: { fieldName: 'Not phase', fieldType: 'keywords', keywords: [...kept, { text: added, deactivated: false }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated: Field = res.json().data;
    expect(updated.key).toBe('phase');
    expect(updated.keywords.map((k) => k.text)).toContain(added);

    const dropping = await t.call('PUT', '/api/v1/fields/2', {
      token: admin,
      body: { fieldName: 'phase', fieldType: 'keywords', keywords: kept },
    });
    expect(dropping.statusCode).toBe(409);
    expect((await globalField(2))?.keywords.map((k) => k.text)).toContain(added);
  });

  it('default fields cannot be deleted; others can, and a missing one is 404', async () => {
    for (const id of [1, 2, 3, 4]) {
      const res = await t.call('DELETE', `/api/v1/fields/${id}`, { token: admin });
      expect(res.statusCode, String(id)).toBe(409);
    }
    expect(await globalField(2)).toBeDefined();
    const field = await newField();
    expect((await t.call('DELETE', `/api/v1/fields/${field.id}`, { token: admin })).statusCode).toBe(200);
    expect(await globalField(field.id)).toBeUndefined();
    expect((await t.call('DELETE', `/api/v1/fields/${field.id}`, { token: admin })).statusCode).toBe(404);
    expect((await t.call('PUT', `/api/v1/fields/${field.id}`, { token: admin, body: fieldBody() })).statusCode).toBe(
      404,
    );
  });
});

describe('keywords', () => {
  it("lists a field's keywords, deactivated ones included; a missing field is 404", async () => {
    const field = await newField();
    const res = await t.call('GET', `/api/v1/fields/${field.id}/keywords`, { token: roles.editor.token });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as Keyword[]).map((k) => k.text)).toEqual(['One', 'Two']);
    const phase = await t.call('GET', '/api/v1/fields/2/keywords', { token: roles.editor.token });
    expect((phase.json().data as Keyword[]).map((k) => k.text)).toContain('-');
    expect((await t.call('GET', '/api/v1/fields/999999/keywords', { token: admin })).statusCode).toBe(404);
  });

  it('edits a keyword through field 0 or its own field; another field is 404', async () => {
    const field = await newField();
    const other = await newField();
    const kw = field.keywords[0];
    const viaZero = await t.call('PUT', `/api/v1/fields/0/keywords/${kw.id}`, {
      token: roles.editor.token,
      body: { keyword: kw.id, text: 'Edited', deactivated: true },
    });
    expect(viaZero.statusCode, viaZero.body).toBe(200);
    expect(viaZero.json().data).toEqual({ id: kw.id, field_id: field.id, text: 'Edited', deactivated: true });
    const viaOwn = await t.call('PUT', `/api/v1/fields/${field.id}/keywords/${kw.id}`, {
      token: roles.editor.token,
      body: { text: 'Edited again', deactivated: false },
    });
    expect(viaOwn.json().data).toMatchObject({ text: 'Edited again', deactivated: false });
    const viaOther = await t.call('PUT', `/api/v1/fields/${other.id}/keywords/${kw.id}`, {
      token: roles.editor.token,
      body: { text: 'Nope' },
    });
    expect(viaOther.statusCode).toBe(404);
    const missing = await t.call('PUT', '/api/v1/fields/0/keywords/999999', { token: admin, body: { text: 'X' } });
    expect(missing.statusCode).toBe(404);
    const blank = await t.call('PUT', `/api/v1/fields/0/keywords/${kw.id}`, { token: admin, body: { text: ' ' } });
    expect(blank.statusCode).toBe(422);
  });

  it('keywords of phase, subject and state can be edited and deactivated but not deleted', async () => {
    for (const fieldId of [2, 3, 4]) {
      const add = await t.call('PUT', `/api/v1/fields/${fieldId}`, {
        token: admin,
        body: {
          fieldName: 'x',
          fieldType: 'keywords',
          keywords: [
            ...((await globalField(fieldId))?.keywords ?? []),
            { text: unique('Builtin'), deactivated: false },
          ],
        },
      });
      expect(add.statusCode, add.body).toBe(200);
      const kw = (add.json().data as Field).keywords.find((k) => k.text.startsWith('Builtin'))!;
      const edit = await t.call('PUT', `/api/v1/fields/0/keywords/${kw.id}`, {
        token: roles.editor.token,
        body: { text: 'Deactivated one', deactivated: true },
      });
      expect(edit.statusCode, edit.body).toBe(200);
      const del = await t.call('DELETE', `/api/v1/fields/0/keywords/${kw.id}`, { token: roles.super.token });
      expect(del.statusCode, String(fieldId)).toBe(409);
      expect((await globalField(fieldId))?.keywords.some((k) => k.id === kw.id)).toBe(true);
    }
  });

  it('a keyword of another field is deleted, and gone from the globals', async () => {
    const field = await newField();
    const kw = field.keywords[1];
    const res = await t.call('DELETE', `/api/v1/fields/${field.id}/keywords/${kw.id}`, { token: roles.editor.token });
    expect(res.statusCode, res.body).toBe(200);
    expect((await globalField(field.id))?.keywords.map((k) => k.id)).toEqual([field.keywords[0].id]);
    expect((await t.call('DELETE', `/api/v1/fields/0/keywords/${kw.id}`, { token: admin })).statusCode).toBe(404);
  });
});
