import type { Document, Project } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, documentTypes } from '../../platform/db/schema';
import { malformed } from '../../test/api-client';
import { type RoleUsers, signInEveryRole } from '../../test/authorization';
import { createTestApp, type TestApp } from '../../test/harness';
import { type FilePart, form, TINY_PNG } from '../../test/multipart';
import { attachCompany, createFolder, createProject } from '../../test/project-factories';

/* Issue 16, "What the attacker found": the documents side of it. */

let t: TestApp;
let roles: RoleUsers;
let admin: string;
let typeId: number;
let project: Project;
let doc: Document;

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token;
  const [type] = await t.ctx.db.select().from(documentTypes).where(eq(documentTypes.isDefault, true));
  typeId = type.id;
  project = await createProject(t, admin);
  await attachCompany(t, admin, project.id, roles.subcontractorEmployee.companyId);
  doc = await uploaded({});
});
afterAll(() => t.close());

function upload(o: {
  fields?: Record<string, string>;
  file?: Partial<FilePart> | null;
  token?: string;
  projectId?: number;
}) {
  const file =
    o.file === null ? undefined : { filename: 'photo.png', contentType: 'image/png', content: TINY_PNG, ...o.file };
  return t.as(o.token ?? admin).documents.upload({
    params: { id: o.projectId ?? project.id },
    formData: form({ documentTypeId: String(typeId), folderId: '0', ...o.fields, file }),
  });
}

async function uploaded(o: Parameters<typeof upload>[0]): Promise<Document> {
  const res = await upload(o);
  expect(res.status, res.body).toBe(201);
  return res.data;
}

const LOOSE = ['0x1', '+1', '1.0', '1e0', '0b1', '01', ' 1'];
const hex = (n: number) => `0x${n.toString(16)}`;

describe('ids are integers written in decimal', () => {
  it('a loose spelling of an existing id in a path is 404', async () => {
    expect((await t.as(admin).documents.get({ params: { id: doc.id } })).status).toBe(200);
    for (const loose of [hex(doc.id), `+${doc.id}`, `${doc.id}.0`, `${doc.id}e0`, `0${doc.id}`, ` ${doc.id}`]) {
      const res = await t.as(admin).documents.get({ params: { id: malformed(loose) } });
      expect(res.status, loose).toBe(404);
    }
    const file = await t.as(admin).documents.file({
      params: { id: project.id, documentId: doc.id, fileId: malformed(hex(doc.files[0].id)) },
    });
    expect(file.status).toBe(404);
  });

  it('a JSON body id must be a number or its decimal digits: true, [5] and "0x5" are 422', async () => {
    const ask = (documentId: unknown) =>
      t.as(roles.subcontractorEmployee).deleteRequests.create({ body: { document_id: malformed(documentId) } });
    for (const loose of [true, [doc.id], hex(doc.id), `${doc.id}.0`, `+${doc.id}`, null, { id: doc.id }]) {
      const res = await ask(loose);
      expect(res.status, JSON.stringify(loose)).toBe(422);
    }
    // A client that read the id from a URL may send its digits.
    expect((await ask(String(doc.id))).status).toBeLessThan(300);
    expect((await ask(doc.id)).status).toBeLessThan(300);
  });

  it('query ids too: a loose folder_id is 422', async () => {
    for (const loose of LOOSE) {
      const res = await t
        .as(admin)
        .documents.list({ params: { id: project.id }, query: { folder_id: malformed(loose) } });
      expect(res.status, loose).toBe(422);
    }
  });

  it('multipart text fields take decimal digits only: documentTypeId, folderId and keyword ids', async () => {
    for (const loose of LOOSE) {
      const byType = await upload({ fields: { documentTypeId: loose.replace('1', String(typeId)) } });
      expect(byType.status, `documentTypeId ${loose}`).toBe(422);
      expect(byType.error.fields).toHaveProperty('documentTypeId');
    }
    for (const loose of ['+0', '0x0', '-0', '00', '0.0', '']) {
      const res = await upload({ fields: { folderId: loose } });
      expect(res.status, `folderId ${loose}`).toBe(422);
    }
    expect((await upload({ fields: { keywords: '["0x2"]' } })).status).toBe(422);
    expect((await upload({ fields: { keywords: '[true]' } })).status).toBe(422);
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
    const res = await t.as(admin).documents.replaceFile({
      params: { id: project.id, documentId: target.id, fileId: target.files[0].id },
      formData: form({ file: { filename: `new${RLO}fdp.exe`, contentType: 'image/png', content: TINY_PNG } }),
    });
    expect(res.status, res.body).toBe(200);
    expect(res.data.name).toBe('newfdp.png');
  });

  it('folder and default folder names are stored without them; a name of nothing else is 422', async () => {
    const folder = await createFolder(t, admin, project.id, { name: `Plans${RLO}fdp.exe` });
    expect(folder.name).toBe('Plansfdp.exe');
    const renamed = await t.as(admin).folders.rename({ params: { id: folder.id }, body: { name: `A\u2067B` } });
    expect(renamed.status, renamed.body).toBe(200);
    expect(renamed.data.name).toBe('AB');
    const empty = await t.as(admin).folders.rename({ params: { id: folder.id }, body: { name: `${RLO}\u200B ` } });
    expect(empty.status).toBe(422);

    const subtypeId = (await t.as(admin).projectSubtypes.list()).data[0].id;
    const created = await t.as(admin).defaultFolders.create({
      body: { name: `Kuvat${RLO}gpj.exe`, project_subtype_id: subtypeId },
    });
    expect(created.status, created.body).toBeLessThan(300);
    expect(created.data.name).toBe('Kuvatgpj.exe');
  });
});

describe('stored files are served sandboxed', () => {
  it('inline images and PDFs, attachments, thumbnails and user photos carry Content-Security-Policy: sandbox', async () => {
    const pdf = await uploaded({
      file: { filename: 'script.pdf', contentType: 'application/pdf', content: minimalPdfWithScript() },
    });
    const text = await uploaded({ file: { filename: 'notes.txt', contentType: 'text/plain', content: 'plain notes' } });
    for (const d of [doc, pdf, text]) {
      const res = await t.as(admin).documents.file({
        params: { id: project.id, documentId: d.id, fileId: d.files[0].id },
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-security-policy'], d.name).toBe('sandbox');
    }
    const pdfAnswer = await t.as(admin).documents.file({
      params: { id: project.id, documentId: pdf.id, fileId: pdf.files[0].id },
    });
    expect(pdfAnswer.headers['content-disposition']).toMatch(/^inline/);

    const { processDocumentFile } = await import('./documents.jobs');
    await processDocumentFile(t.ctx, doc.files[0].id);
    const thumb = await t.as(admin).documents.thumb({ params: { id: project.id, documentId: doc.id } });
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-security-policy']).toBe('sandbox');

    const me = roles.ownerManager.id;
    const put = await t.as(admin).auth.saveUserPhoto({
      params: { id: me },
      formData: form({ user_photo: { filename: 'me.png', contentType: 'image/png', content: TINY_PNG } }),
    });
    expect(put.status, put.body).toBe(200);
    const photo = await t.as(admin).auth.getUserPhoto({ params: { id: me } });
    expect(photo.status).toBe(200);
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
    expect(first.status, first.body).toBe(201);
    const retry = await upload({ fields: { upload_key: key } });
    expect(retry.status, retry.body).toBe(201);
    expect(retry.data.id).toBe(first.data.id);
    expect(await count(key)).toBe(1);
  });

  it('two tries at once make one document', async () => {
    const key = 'concurrent-key-1';
    const answers = await Promise.all([1, 2, 3].map(() => upload({ fields: { upload_key: key } })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect(await count(key)).toBe(1);
  });

  it('another user, another project or no key makes a new document; a bad key is 422', async () => {
    const key = 'shared-key';
    const mine = (await uploaded({ fields: { upload_key: key } })).id;
    const theirs = await upload({ fields: { upload_key: key }, token: roles.super.token });
    expect(theirs.status).toBe(201);
    expect(theirs.data.id).not.toBe(mine);
    const other = await createProject(t, admin);
    const elsewhere = await upload({ fields: { upload_key: key }, projectId: other.id });
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.data.id).not.toBe(mine);
    const a = await uploaded({});
    const b = await uploaded({});
    expect(a.id).not.toBe(b.id);
    for (const bad of ['', 'with space', 'x'.repeat(101), 'ä']) {
      expect((await upload({ fields: { upload_key: bad } })).status, bad).toBe(422);
    }
  });

  it('a retry after the first document was removed is 410', async () => {
    const key = 'removed-key';
    const first = await uploaded({ fields: { upload_key: key } });
    await t.as(admin).documents.delete({ params: { id: project.id, documentId: first.id } });
    expect((await upload({ fields: { upload_key: key } })).status).toBe(410);
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
