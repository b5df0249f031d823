import type { Document } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFiles } from '../../platform/db/schema';
import { textPdf } from '../../seed/demo-pictures';
import { answeredUrl } from '../../test/api-client';
import { uploadedDocument } from '../../test/document-uploads';
import { createTestApp, makeCompany, makeUser, type TestApp } from '../../test/harness';
import { createProject } from '../../test/project-factories';
import { thumbKey } from './document-thumb-key';
import { THUMB_VERSION } from './document-thumbs';
import { renewPdfThumbs, THUMB_RENEWAL_JOB } from './documents.thumbs-renewal';

/*
 * Issue 16 part 3: PDFs show their first page as a thumbnail (today white cards). New uploads have
 * rendered it since pdf.js's legacy build; PDFs processed before have blank thumbnails or none, and
 * a background job renders them again (offered at start and every hour).
 */

let t: TestApp;
let token: string;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp({ workers: true });
  const owner = await makeCompany(t.ctx, 'owner');
  const user = await makeUser(t.ctx, { companyId: owner.id, roles: ['manager'], isOwner: true });
  token = await t.login(user.email);
  projectId = (await createProject(t, token)).id;
});
afterAll(() => t.close());

const inspection = () => textPdf('Inspection record 7', ['Crack by the north gate', 'Checked: äöå']);

async function fileRow(doc: Document) {
  const [row] = await t.ctx.db.select().from(documentFiles).where(eq(documentFiles.id, doc.files[0].id));
  return row;
}

/** Uploaded and processed by the workers' job (the test app runs them). */
async function ready(doc: Document): Promise<Document> {
  await expect.poll(async () => (await answer(doc)).ready, { timeout: 20_000, interval: 100 }).toBe(true);
  return doc;
}

async function pdfDocument(): Promise<Document> {
  return ready(await uploadedDocument(t, token, projectId, { content: inspection(), filename: 'inspection.pdf' }));
}

/** How an older maker left a PDF: a blank page as its thumbnails (or none), and no version. */
async function makeOutdated(doc: Document, blank: boolean) {
  const prefix = `document-thumbs/${projectId}/blank-${doc.id}`;
  if (blank) {
    const white = await sharp({ create: { width: 181, height: 256, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    for (const size of ['small', 'medium', 'large'] as const) await t.ctx.storage.put(thumbKey(prefix, size), white);
  }
  await t.ctx.db
    .update(documentFiles)
    .set({
      thumbKeyPrefix: blank ? prefix : null,
      thumbVersion: null,
      processingError: blank ? null : 'pdf-render-failed',
    })
    .where(eq(documentFiles.id, doc.files[0].id));
  return prefix;
}

/** The darkest value of a served thumbnail: text on the page is dark, a blank page is white. */
async function darkestOf(path: string): Promise<number> {
  const res = await t.raw('GET', answeredUrl(path), { token });
  expect(res.statusCode, path).toBe(200);
  return (await sharp(res.rawPayload).stats()).channels[0].min;
}

async function answer(doc: Document): Promise<Document> {
  return (await t.as(token).documents.get({ params: { id: doc.id } })).data;
}

describe('PDF thumbnails', () => {
  it('a new PDF gets its first page as thumbnail, made by the current maker', async () => {
    const doc = await answer(await pdfDocument());
    expect(doc.thumb).toBe(`projects/${projectId}/documents/${doc.id}/thumb?v=1`);
    expect(await darkestOf(doc.thumb!)).toBeLessThan(128);
    expect((await fileRow(doc)).thumbVersion).toBe(THUMB_VERSION);
  });

  it('PDFs of an older maker (blank page, or none) are rendered again, with a new revision; others are left alone', async () => {
    const blank = await pdfDocument();
    const none = await pdfDocument();
    const current = await pdfDocument();
    const photo = await ready(await uploadedDocument(t, token, projectId));
    const blankPrefix = await makeOutdated(blank, true);
    await makeOutdated(none, false);
    expect(await darkestOf((await answer(blank)).thumb!)).toBeGreaterThan(240);
    expect((await answer(none)).thumb).toBeNull();
    const before = await fileRow(current);

    while ((await renewPdfThumbs(t.ctx)) > 0);

    for (const doc of [blank, none]) {
      const renewed = await answer(doc);
      expect(renewed.thumb).toBe(`projects/${projectId}/documents/${doc.id}/thumb?v=2`);
      expect(await darkestOf(renewed.thumb!)).toBeLessThan(128);
      expect(await fileRow(doc)).toMatchObject({ thumbVersion: THUMB_VERSION, processingError: null });
    }
    expect(await t.ctx.storage.exists(thumbKey(blankPrefix, 'small'))).toBe(false);
    expect(await fileRow(current)).toEqual(before);
    expect((await answer(photo)).thumb).toMatch(/\?v=1$/);
  });

  it('a PDF whose page cannot be rendered keeps what it had and is not tried again', async () => {
    const doc = await pdfDocument();
    await makeOutdated(doc, false);
    await t.ctx.storage.put((await fileRow(doc)).storageKey, Buffer.from('%PDF-1.4\nnot really a pdf\n'));
    while ((await renewPdfThumbs(t.ctx)) > 0);
    const row = await fileRow(doc);
    expect(row.thumbKeyPrefix).toBeNull();
    expect(row.thumbVersion).toBe(THUMB_VERSION);
    expect(row.processingError).toMatch(/^pdf-render-failed/);
    expect(await renewPdfThumbs(t.ctx)).toBe(0);
  });

  it('the background job does it: queued, it renews outdated PDFs by itself', async () => {
    const doc = await pdfDocument();
    await makeOutdated(doc, false);
    await t.ctx.jobs.send(THUMB_RENEWAL_JOB, {});
    await expect
      .poll(async () => (await answer(doc)).thumb, { timeout: 20_000, interval: 200 })
      .toBe(`projects/${projectId}/documents/${doc.id}/thumb?v=2`);
  });
});
