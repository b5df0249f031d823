import type { Document, Project } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, documentTypes } from '../../platform/db/schema';
import { type Role, type RoleUser, signInEveryRole } from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';
import { multipartBody, TINY_PNG } from '../../test/multipart';
import { attachCompany, createFolder, createProject } from '../../test/project-factories';

/* Issue 16, "What the attacker found": the documents side of it. */

let t: TestApp;
let roles: Record<Role, RoleUser>;
let admin: string;
let typeId: number;
let project: Project;
let doc: Document;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token!;
  const [type] = await t.ctx.db.select().from(documentTypes).where(eq(documentTypes.isDefault, true));
  typeId = type.id;
  project = await createProject(t, admin);
  await attachCompany(t, admin, project.id, roles.subcontractorEmployee.companyId!);
  doc = await uploaded({});
});
afterAll(() => t.close());

type Part = Parameters<typeof multipartBody>[0][number];

function upload(o: {
  fields?: Record<string, string>;
  file?: Partial<Part> | null;
  token?: string;
  projectId?: number;
}) {
  const fields = { documentTypeId: String(typeId), folderId: '0', ...o.fields };
  const parts: Part[] = Object.entries(fields).map(([name, content]) => ({ name, content }));
  if (o.file !== null) {
    parts.push({ name: 'file', filename: 'photo.png', contentType: 'image/png', content: TINY_PNG, ...o.file });
  }
  const { body, headers } = multipartBody(parts);
  return t.call('POST', `/api/v1/projects/${o.projectId ?? project.id}/documents`, {
    token: o.token ?? admin,
    body,
    headers,
  });
}

async function uploaded(o: Parameters<typeof upload>[0]): Promise<Document> {
  const res = await upload(o);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Document;
}

const LOOSE = ['0x1', '+1', '1.0', '1e0', '0b1', '01', ' 1'];
const hex = (n: number) => `0x${n.toString(16)}`;

describe('ids are integers written in decimal', () => {
  it('a loose spelling of an existing id in a path is 404', async () => {
    expect((await t.call('GET', `/api/v1/documents/${doc.id}`, { token: admin })).statusCode).toBe(200);
    for (const loose of [hex(doc.id), `+${doc.id}`, `${doc.id}.0`, `${doc.id}e0`, `0${doc.id}`, `%20${doc.id}`]) {
      const res = await t.call('GET', `/api/v1/documents/${loose}`, { token: admin });
      expect(res.statusCode, loose).toBe(404);
    }
    const file = `/api/v1/projects/${project.id}/documents/${doc.id}/files/${hex(doc.files[0].id)}`;
    expect((await t.call('GET', file, { token: admin })).statusCode).toBe(404);
  });

  it('a JSON body id must be a number or its decimal digits: true, [5] and "0x5" are 422', async () => {
    const ask = (documentId: unknown) =>
      t.call('POST', '/api/v1/document-delete-requests', {
        token: roles.subcontractorEmployee.token,
        body: { document_id: documentId },
      });
    for (const loose of [true, [doc.id], hex(doc.id), `${doc.id}.0`, `+${doc.id}`, null, { id: doc.id }]) {
      const res = await ask(loose);
      expect(res.statusCode, JSON.stringify(loose)).toBe(422);
    }
    // A client that read the id from a URL may send its digits.
    expect((await ask(String(doc.id))).statusCode).toBeLessThan(300);
    expect((await ask(doc.id)).statusCode).toBeLessThan(300);
  });

  it('query ids too: a loose folder_id is 422', async () => {
    for (const loose of LOOSE) {
      const res = await t.call(
        'GET',
        `/api/v1/projects/${project.id}/documents?folder_id=${encodeURIComponent(loose)}`,
        {
          token: admin,
        },
      );
      expect(res.statusCode, loose).toBe(422);
    }
  });

  it('multipart text fields take decimal digits only: documentTypeId, folderId and keyword ids', async () => {
    for (const loose of LOOSE) {
      const byType = await upload({ fields: { documentTypeId: loose.replace('1', String(typeId)) } });
      expect(byType.statusCode, `documentTypeId ${loose}`).toBe(422);
      expect(byType.json().errors.fields).toHaveProperty('documentTypeId');
    }
    for (const loose of ['+0', '0x0', '-0', '00', '0.0', '']) {
      const res = await upload({ fields: { folderId: loose } });
      expect(res.statusCode, `folderId ${loose}`).toBe(422);
    }
    expect((await upload({ fields: { keywords: '["0x2"]' } })).statusCode).toBe(422);
    expect((await upload({ fields: { keywords: '[true]' } })).statusCode).toBe(422);
  });
});

describe('names keep no format characters', () => {
  const RLO = '\u202E';
  it('an uploaded file named invoice\\u202Egpj.exe is stored without the override', async () => {
    const stored = await uploaded({ file: { filename: `invoice${RLO}gpj.exe` } });
    expect(stored.name).toBe('invoicegpj.png');
    expect(stored.files[0].name).not.toMatch(/\p{Cf}/u);
    const [row] = await t.ctx.db.select({ name: documents.name }).from(documents).where(eq(documents.id, stored.id));
    expect(row.name).not.toMatch(/\p{Cf}/u);
    // Zero-width and isolate characters go too.
    const hidden = await uploaded({ file: { filename: 'site\u200B\u2066photo\u2069\uFEFF.png' } });
    expect(hidden.name).toBe('sitephoto.png');
  });

  it('a replaced file gives its name without them too', async () => {
    const target = await uploaded({});
    const { body, headers } = multipartBody([
      { name: 'file', filename: `new${RLO}fdp.exe`, contentType: 'image/png', content: TINY_PNG },
    ]);
    const res = await t.call(
      'POST',
      `/api/v1/projects/${project.id}/documents/${target.id}/files/${target.files[0].id}/replace`,
      { token: admin, body, headers },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as Document).name).toBe('newfdp.png');
  });

  it('folder and default folder names are stored without them; a name of nothing else is 422', async () => {
    const folder = await createFolder(t, admin, project.id, { name: `Plans${RLO}fdp.exe` });
    expect(folder.name).toBe('Plansfdp.exe');
    const renamed = await t.call('PUT', `/api/v1/folders/${folder.id}`, { token: admin, body: { name: `A\u2067B` } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.name).toBe('AB');
    const empty = await t.call('PUT', `/api/v1/folders/${folder.id}`, {
      token: admin,
      body: { name: `${RLO}\u200B ` },
    });
    expect(empty.statusCode).toBe(422);

    const subtypes = await t.call('GET', '/api/v1/projectSubtypes', { token: admin });
    const subtypeId = (subtypes.json().data as { id: number }[])[0].id;
    const created = await t.call('POST', '/api/v1/defaultfolders', {
      token: admin,
      body: { name: `Kuvat${RLO}gpj.exe`, project_subtype_id: subtypeId },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    expect(created.json().data.name).toBe('Kuvatgpj.exe');
  });
});

describe('stored files are served sandboxed', () => {
  it('inline images and PDFs, attachments, thumbnails and user photos carry Content-Security-Policy: sandbox', async () => {
    const pdf = await uploaded({
      file: { filename: 'script.pdf', contentType: 'application/pdf', content: minimalPdfWithScript() },
    });
    const text = await uploaded({ file: { filename: 'notes.txt', contentType: 'text/plain', content: 'plain notes' } });
    for (const d of [doc, pdf, text]) {
      const res = await t.call('GET', `/api/v1/projects/${project.id}/documents/${d.id}/files/${d.files[0].id}`, {
        token: admin,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy'], d.name).toBe('sandbox');
    }
    const pdfAnswer = await t.call(
      'GET',
      `/api/v1/projects/${project.id}/documents/${pdf.id}/files/${pdf.files[0].id}`,
      {
        token: admin,
      },
    );
    expect(pdfAnswer.headers['content-disposition']).toMatch(/^inline/);

    const { processDocumentFile } = await import('./documents.jobs');
    await processDocumentFile(t.ctx, doc.files[0].id);
    const thumb = await t.call('GET', `/api/v1/projects/${project.id}/documents/${doc.id}/thumb`, { token: admin });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-security-policy']).toBe('sandbox');

    const me = roles.ownerManager.id;
    const { body, headers } = multipartBody([
      { name: 'user_photo', filename: 'me.png', contentType: 'image/png', content: TINY_PNG },
    ]);
    expect((await t.call('PUT', `/api/v1/userphoto/${me}`, { token: admin, body, headers })).statusCode).toBe(200);
    const photo = await t.call('GET', `/api/v1/userphoto/${me}`, { token: admin });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-security-policy']).toBe('sandbox');
  });
});

describe('a retried upload answers the first document', () => {
  const count = async (key: string) =>
    (
      await t.ctx.db
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.projectId, project.id), eq(documents.uploadKey, key)))
    ).length;

  it('the same upload_key by the same user in the same project: 201 with the same document, one row', async () => {
    const key = 'c1f0a7de-2b1e-4c57-9d1b-6f3c8f0b1a11';
    const first = await upload({ fields: { upload_key: key } });
    expect(first.statusCode, first.body).toBe(201);
    const retry = await upload({ fields: { upload_key: key } });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().data.id).toBe(first.json().data.id);
    expect(await count(key)).toBe(1);
  });

  it('two tries at once make one document', async () => {
    const key = 'concurrent-key-1';
    const answers = await Promise.all([1, 2, 3].map(() => upload({ fields: { upload_key: key } })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await count(key)).toBe(1);
  });

  it('another user, another project or no key makes a new document; a bad key is 422', async () => {
    const key = 'shared-key';
    const mine = (await uploaded({ fields: { upload_key: key } })).id;
    const theirs = await upload({ fields: { upload_key: key }, token: roles.super.token });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.id).not.toBe(mine);
    const other = await createProject(t, admin);
    const elsewhere = await upload({ fields: { upload_key: key }, projectId: other.id });
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json().data.id).not.toBe(mine);
    const a = await uploaded({});
    const b = await uploaded({});
    expect(a.id).not.toBe(b.id);
    for (const bad of ['', 'with space', 'x'.repeat(101), 'ä']) {
      expect((await upload({ fields: { upload_key: bad } })).statusCode, bad).toBe(422);
    }
  });

  it('a retry after the first document was removed is 410', async () => {
    const key = 'removed-key';
    const first = await uploaded({ fields: { upload_key: key } });
    await t.call('DELETE', `/api/v1/projects/${project.id}/documents/${first.id}`, { token: admin });
    expect((await upload({ fields: { upload_key: key } })).statusCode).toBe(410);
  });
});

/** A one-page PDF whose catalogue runs JavaScript when opened. */
function minimalPdfWithScript(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    '<< /S /JavaScript /JS (app.alert\\(1\\)) >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
