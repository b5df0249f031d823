import type { Field, fieldRequest } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { malformed } from '../../test/api-client';
import {
  byRole,
  expectAuthorizationRow,
  OWNER_MANAGERS_ONLY,
  type RoleUsers,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';
import { unique } from '../../test/project-factories';

let t: TestApp;
let roles: RoleUsers;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token;
});
afterAll(() => t.close());

/** keywords.manage: Super, the owner-manager (owner column) and editors by the seed matrix. */
const KEYWORD_MANAGERS = statusRow(403, { anonymous: 401, super: 200, ownerManager: 200, editor: 200 });

const fieldBody = (body: Partial<z.input<typeof fieldRequest>> = {}): z.input<typeof fieldRequest> => ({
  fieldName: unique('Field'),
  fieldType: 'keywords',
  keywords: [
    { text: 'One', deactivated: false },
    { text: 'Two', deactivated: true },
  ],
  showInDocumentsTable: true,
  ...body,
});

async function newField(body: Partial<z.input<typeof fieldRequest>> = {}): Promise<Field> {
  const res = await t.as(admin).fields.create({ body: fieldBody(body) });
  expect(res.status, res.body).toBe(201);
  return res.data;
}

async function globalField(id: number): Promise<Field | undefined> {
  const res = await t.as(admin).fields.list();
  return res.data.find((f) => f.id === id);
}

describe('authorization', () => {
  it('POST fields', async () => {
    await expectAuthorizationRow(t, roles, statusRow(403, { anonymous: 401, super: 201, ownerManager: 201 }), (api) =>
      api.fields.create({ body: fieldBody() }),
    );
  });

  it('PUT fields/{id}', async () => {
    const field = await newField();
    await expectAuthorizationRow(t, roles, OWNER_MANAGERS_ONLY, (api) =>
      api.fields.update({
        params: { id: field.id },
        body: { fieldName: field.key, fieldType: 'keywords', keywords: field.keywords },
      }),
    );
  });

  it('DELETE fields/{id}', async () => {
    const ids = await byRole(async () => (await newField()).id);
    await expectAuthorizationRow(t, roles, OWNER_MANAGERS_ONLY, (api, role) =>
      api.fields.delete({ params: { id: ids[role] } }),
    );
  });

  it('GET fields/{id}/keywords', async () => {
    await expectAuthorizationRow(t, roles, KEYWORD_MANAGERS, (api) => api.fields.keywords({ params: { id: 2 } }));
  });

  it('PUT fields/{id}/keywords/{keywordId}', async () => {
    const field = await newField();
    const kw = field.keywords[0];
    await expectAuthorizationRow(t, roles, KEYWORD_MANAGERS, (api) =>
      api.fields.updateKeyword({ params: { id: 0, keywordId: kw.id }, body: { text: 'Renamed', deactivated: false } }),
    );
  });

  it('DELETE fields/{id}/keywords/{keywordId}', async () => {
    const ids = await byRole(async () => (await newField()).keywords[0].id);
    await expectAuthorizationRow(t, roles, KEYWORD_MANAGERS, (api, role) =>
      api.fields.deleteKeyword({ params: { id: 0, keywordId: ids[role] } }),
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
      fieldBody({ fieldType: malformed('number') }),
      fieldBody({ keywords: [{ text: '' }] }),
      fieldBody({ keywords: malformed('x') }),
    ]) {
      const res = await t.as(admin).fields.create({ body });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
  });

  it('update renames, shows in the documents table and syncs the keywords', async () => {
    const field = await newField();
    const [one, two] = field.keywords;
    const res = await t.as(admin).fields.update({
      params: { id: field.id },
      body: {
        fieldName: 'Renamed field',
        fieldType: 'text',
        keywords: [
          { id: one.id, text: 'Uno', deactivated: true },
          { text: 'Three', deactivated: false },
        ],
      },
    });
    expect(res.status, res.body).toBe(200);
    const updated: Field = res.data;
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
    const res = await t.as(admin).fields.update({
      params: { id: a.id },
      body: { fieldName: a.key, fieldType: 'keywords', keywords: [{ id: b.keywords[0].id, text: 'X' }] },
    });
    expect(res.status).toBe(422);
    expect(res.error.fields).toHaveProperty('keywords');
  });

  it('a default field keeps its name; its keywords can be edited and added, not deleted', async () => {
    const phase = (await globalField(2))!;
    expect(phase).toMatchObject({ key: 'phase', is_default: true });
    const kept = phase.keywords.map((k) => ({ id: k.id, text: k.text, deactivated: k.deactivated }));
    const added = unique('Phase');
    const res = await t.as(admin).fields.update({
      params: { id: 2 },
      body: {
        fieldName: 'Not phase',
        fieldType: 'keywords',
        keywords: [...kept, { text: added, deactivated: false }],
      },
    });
    expect(res.status, res.body).toBe(200);
    const updated: Field = res.data;
    expect(updated.key).toBe('phase');
    expect(updated.keywords.map((k) => k.text)).toContain(added);

    const dropping = await t
      .as(admin)
      .fields.update({ params: { id: 2 }, body: { fieldName: 'phase', fieldType: 'keywords', keywords: kept } });
    expect(dropping.status).toBe(409);
    expect((await globalField(2))?.keywords.map((k) => k.text)).toContain(added);
  });

  it('default fields cannot be deleted; others can, and a missing one is 404', async () => {
    for (const id of [1, 2, 3, 4]) {
      const res = await t.as(admin).fields.delete({ params: { id } });
      expect(res.status, String(id)).toBe(409);
    }
    expect(await globalField(2)).toBeDefined();
    const field = await newField();
    expect((await t.as(admin).fields.delete({ params: { id: field.id } })).status).toBe(200);
    expect(await globalField(field.id)).toBeUndefined();
    expect((await t.as(admin).fields.delete({ params: { id: field.id } })).status).toBe(404);
    expect((await t.as(admin).fields.update({ params: { id: field.id }, body: fieldBody() })).status).toBe(404);
  });
});

describe('keywords', () => {
  it("lists a field's keywords, deactivated ones included; a missing field is 404", async () => {
    const field = await newField();
    const res = await t.as(roles.editor).fields.keywords({ params: { id: field.id } });
    expect(res.status, res.body).toBe(200);
    expect(res.data.map((k) => k.text)).toEqual(['One', 'Two']);
    const phase = await t.as(roles.editor).fields.keywords({ params: { id: 2 } });
    expect(phase.data.map((k) => k.text)).toContain('-');
    expect((await t.as(admin).fields.keywords({ params: { id: 999999 } })).status).toBe(404);
  });

  it('edits a keyword through field 0 or its own field; another field is 404', async () => {
    const field = await newField();
    const other = await newField();
    const kw = field.keywords[0];
    const viaZero = await t.as(roles.editor).fields.updateKeyword({
      params: { id: 0, keywordId: kw.id },
      body: { keyword: kw.id, text: 'Edited', deactivated: true },
    });
    expect(viaZero.status, viaZero.body).toBe(200);
    expect(viaZero.data).toEqual({ id: kw.id, field_id: field.id, text: 'Edited', deactivated: true });
    const viaOwn = await t.as(roles.editor).fields.updateKeyword({
      params: { id: field.id, keywordId: kw.id },
      body: { text: 'Edited again', deactivated: false },
    });
    expect(viaOwn.data).toMatchObject({ text: 'Edited again', deactivated: false });
    const viaOther = await t
      .as(roles.editor)
      .fields.updateKeyword({ params: { id: other.id, keywordId: kw.id }, body: { text: 'Nope' } });
    expect(viaOther.status).toBe(404);
    const missing = await t
      .as(admin)
      .fields.updateKeyword({ params: { id: 0, keywordId: 999999 }, body: { text: 'X' } });
    expect(missing.status).toBe(404);
    const blank = await t.as(admin).fields.updateKeyword({ params: { id: 0, keywordId: kw.id }, body: { text: ' ' } });
    expect(blank.status).toBe(422);
  });

  it('keywords of phase, subject and state can be edited and deactivated but not deleted', async () => {
    for (const fieldId of [2, 3, 4]) {
      const add = await t.as(admin).fields.update({
        params: { id: fieldId },
        body: {
          fieldName: 'x',
          fieldType: 'keywords',
          keywords: [
            ...((await globalField(fieldId))?.keywords ?? []),
            { text: unique('Builtin'), deactivated: false },
          ],
        },
      });
      expect(add.status, add.body).toBe(200);
      const kw = add.data.keywords.find((k) => k.text.startsWith('Builtin'))!;
      const edit = await t.as(roles.editor).fields.updateKeyword({
        params: { id: 0, keywordId: kw.id },
        body: { text: 'Deactivated one', deactivated: true },
      });
      expect(edit.status, edit.body).toBe(200);
      const del = await t.as(roles.super).fields.deleteKeyword({ params: { id: 0, keywordId: kw.id } });
      expect(del.status, String(fieldId)).toBe(409);
      expect((await globalField(fieldId))?.keywords.some((k) => k.id === kw.id)).toBe(true);
    }
  });

  it('a keyword of another field is deleted, and gone from the globals', async () => {
    const field = await newField();
    const kw = field.keywords[1];
    const res = await t.as(roles.editor).fields.deleteKeyword({ params: { id: field.id, keywordId: kw.id } });
    expect(res.status, res.body).toBe(200);
    expect((await globalField(field.id))?.keywords.map((k) => k.id)).toEqual([field.keywords[0].id]);
    expect((await t.as(admin).fields.deleteKeyword({ params: { id: 0, keywordId: kw.id } })).status).toBe(404);
  });
});
