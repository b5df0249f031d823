import type { Document } from '@portal/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answeredUrl } from '../../test/api-client';
import { replaceDocumentFile, uploadedDocument } from '../../test/document-uploads';
import { createTestApp, makeCompany, makeUser, type TestApp } from '../../test/harness';
import { createProject } from '../../test/project-factories';
import { processDocumentFile } from './documents.jobs';

/*
 * Issue 16 part 3: after "Replace file" the new picture shows at once everywhere. Today's paths
 * never changed and thumbnails were sent `max-age=3600` without an ETag, so a browser showed the old
 * picture for up to an hour. Now paths carry the file's revision and answers carry an ETag.
 */

let t: TestApp;
let token: string;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await makeCompany(t.ctx, 'owner');
  const user = await makeUser(t.ctx, { companyId: owner.id, roles: ['manager'], isOwner: true });
  token = await t.login(user.email);
  projectId = (await createProject(t, token)).id;
});
afterAll(() => t.close());

/** A 64 × 48 PNG of one colour. */
const plainPng = (r: number, g: number, b: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

async function processed(doc: Document): Promise<Document> {
  await processDocumentFile(t.ctx, doc.files[0].id);
  return (await t.as(token).documents.get({ params: { id: doc.id } })).data;
}

const get = (path: string, headers: Record<string, string> = {}) => t.raw('GET', answeredUrl(path), { token, headers });

/** The red channel's mean of a served picture. */
async function redOf(body: Buffer): Promise<number> {
  return (await sharp(body).stats()).channels[0].mean;
}

describe('file and thumbnail versions', () => {
  it('paths carry the revision; after a replacement the new path serves the new picture and the list agrees', async () => {
    const red = await processed(await uploadedDocument(t, token, projectId, { content: await plainPng(250, 0, 0) }));
    expect(red.thumb).toBe(`projects/${projectId}/documents/${red.id}/thumb?v=1`);
    expect(red.url).toBe(`projects/${projectId}/documents/${red.id}/files/${red.files[0].id}?v=1`);
    const before = await get(`${red.thumb}&size=medium`);
    expect(before.statusCode).toBe(200);
    expect(await redOf(before.rawPayload)).toBeGreaterThan(200);

    const replaced = await replaceDocumentFile(t, token, red, await plainPng(0, 0, 250), 'blue.png');
    expect(replaced.thumb).toBe(`projects/${projectId}/documents/${red.id}/thumb?v=2`);
    expect(replaced.url).toBe(`projects/${projectId}/documents/${red.id}/files/${red.files[0].id}?v=2`);
    const blue = await processed(replaced);
    const list = await t.as(token).documents.list({ params: { id: projectId } });
    expect(list.data.find((d) => d.id === red.id)?.thumb).toBe(blue.thumb);
    const after = await get(`${blue.thumb}&size=medium`);
    expect(after.statusCode).toBe(200);
    expect(await redOf(after.rawPayload)).toBeLessThan(50);
  });

  it('the current revision may be kept for good; no revision or an old one is revalidated on each use', async () => {
    const doc = await processed(await uploadedDocument(t, token, projectId, { content: await plainPng(0, 200, 0) }));
    for (const path of [doc.thumb!, doc.url!]) {
      const current = await get(path);
      expect(current.statusCode, path).toBe(200);
      expect(current.headers['cache-control'], path).toBe('private, max-age=31536000, immutable');
      expect(current.headers.etag, path).toMatch(/^"[\w-]+"$/);
      for (const other of [path.split('?')[0], path.replace('v=1', 'v=0'), `${path.split('?')[0]}?v=banana`]) {
        const res = await get(other);
        expect(res.statusCode, other).toBe(200);
        expect(res.headers['cache-control'], other).toBe('private, no-cache');
        expect(res.headers.etag, other).toBe(current.headers.etag);
      }
    }
    // Thumbnail sizes are different pictures: different ETags.
    const small = await get(`${doc.thumb}&size=small`);
    const large = await get(`${doc.thumb}&size=large`);
    expect(small.headers.etag).not.toBe(large.headers.etag);
  });

  it('revalidation: the same ETag answers 304 without a body; after a replacement the old ETag gets the new picture', async () => {
    const doc = await processed(await uploadedDocument(t, token, projectId, { content: await plainPng(250, 250, 0) }));
    const base = doc.thumb!.split('?')[0];
    const first = await get(base);
    const etag = String(first.headers.etag);
    const again = await get(base, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await get(base, { 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304);
    const fileBase = doc.url!.split('?')[0];
    const fileTag = String((await get(fileBase)).headers.etag);
    expect(fileTag).toBe(`"${doc.files[0].sha256}"`);
    expect((await get(fileBase, { 'if-none-match': fileTag })).statusCode).toBe(304);

    await processed(await replaceDocumentFile(t, token, doc, await plainPng(0, 0, 250), 'blue.png'));
    const fresh = await get(base, { 'if-none-match': etag });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).not.toBe(etag);
    expect(await redOf(fresh.rawPayload)).toBeLessThan(50);
    expect((await get(fileBase, { 'if-none-match': fileTag })).statusCode).toBe(200);
  });
});
