import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentExports } from '../../platform/db/schema';
import { expectAuthorizationRow, type RoleUsers, signInEveryRole, statusRow } from '../../test/authorization';
import { makeDocument } from '../../test/document-factories';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { waitForMail } from '../../test/mail-capture';
import { attachCompany, createProject } from '../../test/project-factories';
import { unzip } from '../../test/zip-reader';
import { purgeExpiredExports } from './exports.purge';
import { entryNamer, safeEntryName } from './zip-entry-names';

let t: TestApp;
let roles: RoleUsers;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp({ workers: true, config: { PUBLIC_URL: 'https://portal.example.test' } });
  roles = await signInEveryRole(t);
  projectId = (await createProject(t, roles.super.token, { name: 'Export project' })).id;
  await attachCompany(t, roles.super.token, projectId, roles.clientManager.companyId);
  await attachCompany(t, roles.super.token, projectId, roles.subcontractorEmployee.companyId);
});
afterAll(() => t.close());

function exportCall(token: string | undefined, documentIds: number[], project = projectId) {
  return t.as(token).exports.create({ params: { id: project }, body: { documentIds } });
}

interface DownloadLink {
  id: number;
  token: string;
  /** The link's path and query, as mailed. */
  href: string;
}

/** Waits for the e-mail of an export and reads its download link. */
async function linkFor(email: string): Promise<DownloadLink> {
  const mail = await waitForMail(t.mails, email);
  const found = mail.text.match(/https:\/\/portal\.example\.test\/\S+/);
  if (!found) throw new Error(`no download link in: ${mail.text}`);
  const url = new URL(found[0]);
  const id = Number(url.pathname.match(/\/(\d+)\/download$/)?.[1]);
  return { id, token: url.searchParams.get('token') ?? '', href: `${url.pathname}${url.search}` };
}

/** Follows a download link, as anyone holding it (the link is the credential). */
async function download(link: DownloadLink, token = link.token, api = t.api) {
  const res = await api.exports.download({ params: { id: link.id }, query: { token } });
  // The mailed link is the declared endpoint, not a look-alike.
  if (token === link.token) expect(res.url).toBe(link.href);
  return res;
}

describe('authorization', () => {
  it('POST projects/{id}/files-zip', async () => {
    const doc = await makeDocument(t.ctx, projectId);
    await expectAuthorizationRow(t, roles, statusRow(200, { anonymous: 401 }), (api) =>
      api.exports.create({ params: { id: projectId }, body: { documentIds: [doc.id] } }),
    );
  });

  it('GET document-exports/{id}/download: the link is the credential', async () => {
    const user = await makeUser(t.ctx, { companyId: roles.employee.companyId, email: 'export-auth@example.test' });
    const doc = await makeDocument(t.ctx, projectId);
    expect((await exportCall(await t.tokenFor(user.id), [doc.id])).status).toBe(200);
    const link = await linkFor(user.email);
    await expectAuthorizationRow(t, roles, statusRow(200), (api) => download(link, link.token, api));
    await expectAuthorizationRow(t, roles, statusRow(404), (api) => download(link, 'wrong', api));
  });
});

describe('the ZIP export', () => {
  it('e-mails a link that downloads exactly the chosen files', async () => {
    const user = await makeUser(t.ctx, { companyId: roles.employee.companyId, email: 'exporter@example.test' });
    const token = await t.tokenFor(user.id);
    const photo = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7) % 251));
    const a = await makeDocument(t.ctx, projectId, {
      files: [
        { name: 'site photo', extension: 'jpg', bytes: photo },
        { name: 'notes', extension: 'txt', bytes: Buffer.from('first\n') },
      ],
    });
    const b = await makeDocument(t.ctx, projectId, {
      files: [
        // Hostile names: traversal, absolute paths, control characters, duplicates.
        { name: '../../etc/passwd', extension: 'txt', bytes: Buffer.from('one') },
        { name: '/absolute\u0007name\u202e', extension: 'txt', bytes: Buffer.from('two') },
        { name: 'notes', extension: 'txt', bytes: Buffer.from('second\n') },
        { name: '..', extension: '', bytes: Buffer.from('dots') },
      ],
    });
    const notChosen = await makeDocument(t.ctx, projectId);

    const res = await exportCall(token, [a.id, b.id]);
    expect(res.status, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { id: expect.any(Number) }, code: 200 });

    const link = await linkFor(user.email);
    const zip = await download(link);
    expect(zip.status).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toMatch(
      /^attachment; filename="[\w-]+-documents-\d{4}-\d{2}-\d{2}\.zip"; filename\*=UTF-8''/,
    );
    const entries = await unzip(zip.data);
    expect(entries.map((e) => e.name)).toEqual([
      'site photo.jpg',
      'notes.txt',
      '_.._etc_passwd.txt',
      '_absolutename.txt',
      'notes (2).txt',
      'file',
    ]);
    expect(entries[0].bytes.equals(photo)).toBe(true);
    expect(entries.map((e) => e.bytes.toString()).slice(1)).toEqual(['first\n', 'one', 'two', 'second\n', 'dots']);
    expect(entries.some((e) => e.name.includes(`${notChosen.id}`))).toBe(false);

    // Only a hash of the secret is kept.
    const id = res.data.id;
    const [row] = await t.ctx.db.select().from(documentExports).where(eq(documentExports.id, id));
    expect(row.status).toBe('ready');
    expect(row.secretHash).toEqual(expect.any(String));
    expect(link.href).not.toContain(row.secretHash);

    // After expiry: 410.
    await t.ctx.db
      .update(documentExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(documentExports.id, id));
    expect((await download(link)).status).toBe(410);

    // The purge deletes the expired ZIP; the link still answers 410, a wrong token still 404.
    expect(await t.ctx.storage.exists(row.storageKey!)).toBe(true);
    expect(await purgeExpiredExports(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await t.ctx.storage.exists(row.storageKey!)).toBe(false);
    const [after] = await t.ctx.db.select().from(documentExports).where(eq(documentExports.id, id));
    expect(after.storageKey).toBeNull();
    expect((await download(link)).status).toBe(410);
    expect((await download(link, 'wrong')).status).toBe(404);
  });

  it('the purge keeps the ZIP of a link that has not expired', async () => {
    const user = await makeUser(t.ctx, { companyId: roles.employee.companyId, email: 'keeper@example.test' });
    const doc = await makeDocument(t.ctx, projectId);
    const res = await exportCall(await t.tokenFor(user.id), [doc.id]);
    expect(res.status, res.body).toBe(200);
    const link = await linkFor(user.email);
    await purgeExpiredExports(t.ctx);
    expect((await download(link)).status).toBe(200);
  });

  it('refuses an empty choice (26), hidden documents (404) and a disabled export (403)', async () => {
    const none = await exportCall(roles.employee.token, []);
    expect(none.status).toBe(422);
    expect(none.error.code).toBe(26);

    const other = await createProject(t, roles.super.token, { name: 'Not the client project' });
    const hidden = await makeDocument(t.ctx, other.id);
    const mine = await makeDocument(t.ctx, projectId);
    // Of another project, or of a project the caller does not see.
    expect((await exportCall(roles.employee.token, [mine.id, hidden.id])).status).toBe(404);
    expect((await exportCall(roles.clientManager.token, [hidden.id], other.id)).status).toBe(404);
    expect((await exportCall(roles.employee.token, [2_000_000_000])).status).toBe(404);

    t.ctx.config.FEATURE_EXPORT = false;
    try {
      expect((await exportCall(roles.employee.token, [mine.id])).status).toBe(403);
    } finally {
      t.ctx.config.FEATURE_EXPORT = true;
    }
  });
});

describe('entry names', () => {
  it('are one safe path segment', () => {
    for (const hostile of ['../x', '/etc/passwd', 'C:\\Windows\\x', '..', '.', ' ', 'a\u0007b', '\u202egpj.exe']) {
      const name = safeEntryName(hostile);
      expect(name).not.toMatch(/[/\\]|^\./);
      expect(name).not.toMatch(/\p{Cc}|\p{Cf}/u);
      expect(name.length).toBeGreaterThan(0);
    }
    const next = entryNamer();
    expect([next('a', 'jpg'), next('A', 'JPG'), next('a.jpg', 'jpg'), next('b', '')]).toEqual([
      'a.jpg',
      'A (2).JPG',
      'a (3).jpg',
      'b',
    ]);
  });
});
