import type { CreateDeleteRequestInput, DeleteRequest } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentDeleteRequests } from '../../platform/db/schema';
import { type RoleUsers, signInEveryRole } from '../../test/authorization';
import { makeDocument } from '../../test/document-factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { attachCompany, createProject } from '../../test/project-factories';

/*
 * Issue 16 part 3 and 5: the requester may give a reason, a second click makes no second request,
 * and the answers carry `is_deleted` and what the manager's examine view shows.
 */

let t: TestApp;
let roles: RoleUsers;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  projectId = (await createProject(t, roles.super.token)).id;
  await attachCompany(t, roles.super.token, projectId, roles.subcontractorEmployee.companyId);
});
afterAll(() => t.close());

const ask = (token: string, body: CreateDeleteRequestInput) => t.as(token).deleteRequests.create({ body });

async function inbox(): Promise<DeleteRequest[]> {
  return (await t.as(roles.manager).deleteRequests.list()).data;
}

describe('delete requests', () => {
  it('keep the reason given, trimmed; a blank or missing reason is null', async () => {
    const cases: [string | null | undefined, string | null][] = [
      ['  The photo shows a neighbour’s car  ', 'The photo shows a neighbour’s car'],
      ['   ', null],
      [null, null],
      [undefined, null],
    ];
    for (const [reason, stored] of cases) {
      const doc = await makeDocument(t.ctx, projectId);
      const res = await ask(roles.editor.token, { document_id: doc.id, reason });
      expect(res.status, res.body).toBe(200);
      expect(res.data).toMatchObject({ reason: stored, is_deleted: false });
      expect((await inbox()).find((r) => r.document.id === doc.id)?.reason).toBe(stored);
    }
    const tooLong = await ask(roles.editor.token, {
      document_id: (await makeDocument(t.ctx, projectId)).id,
      reason: 'x'.repeat(1001),
    });
    expect(tooLong.status).toBe(422);
  });

  it('a second request, by the same user or another, answers the open one: one request, the first reason', async () => {
    const doc = await makeDocument(t.ctx, projectId);
    const first = await ask(roles.editor.token, { document_id: doc.id, reason: 'Blurred' });
    const again = await ask(roles.editor.token, { document_id: doc.id, reason: 'Blurred, really' });
    const other = await ask(roles.subcontractorEmployee.token, { document_id: doc.id });
    expect(again.data.id).toBe(first.data.id);
    expect(other.data.id).toBe(first.data.id);
    expect(again.data.reason).toBe('Blurred');
    const rows = await t.ctx.db
      .select()
      .from(documentDeleteRequests)
      .where(eq(documentDeleteRequests.documentId, doc.id));
    expect(rows).toHaveLength(1);
  });

  it('requests sent at the same moment make one request', async () => {
    const doc = await makeDocument(t.ctx, projectId);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        ask(i % 2 ? roles.editor.token : roles.subcontractorEmployee.token, { document_id: doc.id }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    const rows = await t.ctx.db
      .select()
      .from(documentDeleteRequests)
      .where(eq(documentDeleteRequests.documentId, doc.id));
    expect(rows).toHaveLength(1);
  });

  it('after a rejection the document may be asked about again: a new request', async () => {
    const doc = await makeDocument(t.ctx, projectId);
    const first = (await ask(roles.editor.token, { document_id: doc.id })).data.id;
    expect((await t.as(roles.manager).deleteRequests.reject({ params: { id: first } })).status).toBe(200);
    const second = await ask(roles.editor.token, { document_id: doc.id, reason: 'Still wrong' });
    expect(second.data.id).not.toBe(first);
    expect(second.data.reason).toBe('Still wrong');
  });

  it('carry is_deleted and, for the examine view, the file type and versioned paths', async () => {
    const pdf = await makeDocument(t.ctx, projectId, {
      files: [{ name: 'inspection', extension: 'pdf', bytes: Buffer.from('%PDF-1.4\n') }],
    });
    const res = await ask(roles.editor.token, { document_id: pdf.id, reason: 'Wrong project' });
    const listed = (await inbox()).find((r) => r.document.id === pdf.id)!;
    expect(listed).toMatchObject({ is_deleted: false, reason: 'Wrong project' });
    expect(listed.document.mime).toBe('application/octet-stream');
    expect(listed.document.url).toMatch(/\/files\/\d+\?v=1$/);
    // The asker's answer is the inbox's row, but for what the asker may do with it.
    expect({ ...res.data, can: listed.can }).toEqual(listed);
  });
});
