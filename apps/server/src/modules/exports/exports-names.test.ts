import { instantToWallTime } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RoleUsers, signInEveryRole } from '../../test/authorization';
import { makeDocument } from '../../test/document-factories';
import { present } from '../../test/find-one';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { waitForMail } from '../../test/mail-capture';
import { attachCompany, companyRoleId, createFolder, createProject, grant } from '../../test/project-factories';
import { unzip } from '../../test/zip-reader';
import { exportFileName } from './exports.service';
import { folderDirectories } from './zip-entry-names';

/*
 * Issue 16 part 3: the ZIP and its e-mail name the project (`HEL-0311-documents-2026-11-25.zip`),
 * and the ZIP keeps the folder structure (folders as directories, names made safe).
 */

let t: TestApp;
let roles: RoleUsers;
let projectId: number;
const code = `HEL-${process.pid % 10000}`;

beforeAll(async () => {
  t = await createTestApp({ workers: true, config: { PUBLIC_URL: 'https://portal.example.test' } });
  roles = await signInEveryRole(t);
  projectId = (await createProject(t, roles.super.token, { code, name: 'Harbour quay' })).id;
  await attachCompany(t, roles.super.token, projectId, roles.clientManager.companyId);
});
afterAll(() => t.close());

/** Today in the installation's zone, as the ZIP's name writes it. */
const today = () => instantToWallTime(new Date(), t.ctx.config.TIME_ZONE).slice(0, 10);

/** Exports as the user and answers the mail and the downloaded ZIP. */
async function exported(email: string, documentIds: number[]) {
  const token = await t.login(email);
  const res = await t.as(token).exports.create({ params: { id: projectId }, body: { documentIds } });
  expect(res.status, res.body).toBe(200);
  const mail = await waitForMail(t.mails, email);
  const link = new URL(present(mail.text.match(/https:\/\/portal\.example\.test\/\S+/), 'the link')[0]);
  const id = Number(present(link.pathname.match(/\/(\d+)\/download$/), 'the export id')[1]);
  const download = await t.api.exports.download({
    params: { id },
    query: { token: link.searchParams.get('token') ?? '' },
  });
  expect(download.status).toBe(200);
  // The mailed link is the declared endpoint, not a look-alike.
  expect(download.url).toBe(`${link.pathname}${link.search}`);
  return { mail, download, entries: await unzip(download.data) };
}

const file = (name: string, extension = 'txt') => ({ name, extension, bytes: Buffer.from(name) });

describe('the export names the project and keeps the folders', () => {
  it('the ZIP is <code>-documents-<date>.zip and the e-mail names the project and the ZIP', async () => {
    const user = await makeUser(t.ctx, { companyId: roles.employee.companyId, email: 'namer@example.test' });
    const doc = await makeDocument(t.ctx, projectId, { files: [file('memo')] });
    const { mail, download } = await exported(user.email, [doc.id]);
    const zipName = `${code}-documents-${today()}.zip`;
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="${zipName}"; filename*=UTF-8''${zipName}`,
    );
    expect(mail.subject).toContain(`${code} Harbour quay`);
    expect(mail.text).toContain(`${code} Harbour quay`);
    expect(mail.text).toContain(zipName);
  });

  it('folders become directories, sub folders nested, names made safe; the main folder is the top level', async () => {
    const admin = roles.super.token;
    const site = await createFolder(t, admin, projectId, { name: 'Site' });
    const week = await createFolder(t, admin, projectId, { name: 'Week 12', parentId: site.id });
    const odd = await createFolder(t, admin, projectId, { name: 'CON' });
    const slash = await createFolder(t, admin, projectId, { name: 'A/B' });
    const clash = await createFolder(t, admin, projectId, { name: 'A_B' });
    const docs = [
      await makeDocument(t.ctx, projectId, { files: [file('top')] }),
      await makeDocument(t.ctx, projectId, { folderId: site.id, files: [file('gate')] }),
      await makeDocument(t.ctx, projectId, { folderId: week.id, files: [file('crane'), file('crane')] }),
      await makeDocument(t.ctx, projectId, { folderId: odd.id, files: [file('x')] }),
      await makeDocument(t.ctx, projectId, { folderId: slash.id, files: [file('one')] }),
      await makeDocument(t.ctx, projectId, { folderId: clash.id, files: [file('two')] }),
    ];
    const user = await makeUser(t.ctx, { companyId: roles.employee.companyId, email: 'folders@example.test' });
    const { entries } = await exported(
      user.email,
      docs.map((d) => d.id),
    );
    expect(entries.map((e) => e.name).sort()).toEqual(
      [
        'top.txt',
        'Site/gate.txt',
        'Site/Week 12/crane.txt',
        'Site/Week 12/crane (2).txt',
        '_CON/x.txt',
        'A_B/one.txt',
        'A_B (2)/two.txt',
      ].sort(),
    );
    expect(entries.find((e) => e.name === 'Site/Week 12/crane.txt')?.bytes.toString()).toBe('crane');
  });

  it('a folder the exporter may not see gives no directory: a visible folder under it sits higher up', async () => {
    const admin = roles.super.token;
    const hidden = await createFolder(t, admin, projectId, { name: 'Board only' });
    const shared = await createFolder(t, admin, projectId, { name: 'Shared', parentId: hidden.id });
    const roleId = await companyRoleId(t, admin, roles.clientManager.companyId, 'manager');
    await grant(t, admin, roleId, 'Folder', shared.id);
    const doc = await makeDocument(t.ctx, projectId, { folderId: shared.id, files: [file('plan')] });
    const client = await makeUser(t.ctx, {
      companyId: roles.clientManager.companyId,
      roles: ['manager'],
      email: 'client-export@example.test',
    });
    const { entries } = await exported(client.email, [doc.id]);
    expect(entries.map((e) => e.name)).toEqual(['Shared/plan.txt']);
  });
});

describe('names', () => {
  it('exportFileName keeps a code safe as a file name', () => {
    const at = new Date('2026-11-25T10:00:00Z');
    expect(exportFileName('HEL-0311', at, 'Europe/Helsinki')).toBe('HEL-0311-documents-2026-11-25.zip');
    expect(exportFileName('A/B: C', at, 'Europe/Helsinki')).toBe('A_B_-C-documents-2026-11-25.zip');
    expect(exportFileName('CON', at, 'Europe/Helsinki')).toBe('_CON-documents-2026-11-25.zip');
    expect(exportFileName('..', at, 'Europe/Helsinki')).toBe('project-documents-2026-11-25.zip');
  });

  it("exportFileName writes the day of the installation's zone, not the server's", () => {
    // 00:30 on the 25th in Helsinki is still the 24th in UTC and in New York.
    const at = new Date('2026-11-24T22:30:00Z');
    expect(exportFileName('HEL', at, 'Europe/Helsinki')).toBe('HEL-documents-2026-11-25.zip');
    expect(exportFileName('HEL', at, 'UTC')).toBe('HEL-documents-2026-11-24.zip');
    expect(exportFileName('HEL', at, 'America/New_York')).toBe('HEL-documents-2026-11-24.zip');
  });

  it('folderDirectories: only the folders wanted and their visible ancestors take part', () => {
    const folders = [
      { id: 1, name: 'site', parentId: null, visible: true },
      { id: 2, name: 'Site', parentId: null, visible: true },
      { id: 3, name: 'hidden', parentId: 1, visible: false },
      { id: 4, name: 'deep', parentId: 3, visible: true },
      { id: 5, name: 'loop a', parentId: 6, visible: true },
      { id: 6, name: 'loop b', parentId: 5, visible: true },
    ];
    expect(Object.fromEntries(folderDirectories(folders, [4]))).toEqual({ 1: 'site/', 4: 'site/deep/' });
    expect(Object.fromEntries(folderDirectories(folders, [1, 2]))).toEqual({ 1: 'site (2)/', 2: 'Site/' });
    expect(folderDirectories(folders, [3]).size).toBe(0);
    expect(folderDirectories(folders, [5]).get(5)).toMatch(/^(loop b\/)?loop a\/$/);
  });
});
