import { readFileSync } from 'node:fs';
import type { Document, Project, updateDocumentRequest } from '@portal/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { selectRows } from '../../platform/db/rows';
import {
  documentFilePages,
  documentFiles,
  documents,
  documentTypes,
  fields,
  keywords,
  projects,
} from '../../platform/db/schema';
import { compareFiles } from '../../platform/storage/file-check';
import { referencedKeys } from '../../platform/storage/referenced-keys';
import { malformed } from '../../test/api-client';
import {
  byRole,
  expectAuthorizationRow,
  type Role,
  type RoleUsers,
  SIGNED_IN,
  signInEveryRole,
  statusRow,
} from '../../test/authorization';
import { countStatements } from '../../test/count-statements';
import { findOne, present } from '../../test/find-one';
import { createTestApp, makeCompany, makeUser, type TestApp } from '../../test/harness';
import { jpegWithExif, pngWithHeaderSize } from '../../test/images';
import { form, TINY_PNG } from '../../test/multipart';
import { attachCompany, companyRoleId, createFolder, createProject, grant } from '../../test/project-factories';
import { documentAnnouncementsSettled } from './document-audience.access';
import { processDocumentFile } from './documents.jobs';
import { DOCUMENT_PURGE_JOB, purgeRemovedDocumentFiles } from './documents.purge';

let t: TestApp;
let roles: RoleUsers;
let admin: string;
let defaultTypeId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { UPLOAD_MAX_MB: 1 } });
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token;
  const [row] = await t.ctx.db.select().from(documentTypes).where(eq(documentTypes.isDefault, true));
  defaultTypeId = row.id;
});
afterAll(() => t.close());

interface UploadOptions {
  content?: Buffer | string;
  filename?: string;
  folderId?: number;
  typeId?: number;
  extra?: Record<string, string>;
}

/** The upload form: the type, the folder, any further fields, then the file (the part the server reads last). */
function uploadForm(o: UploadOptions = {}): FormData {
  return form({
    documentTypeId: o.typeId ?? defaultTypeId,
    folderId: o.folderId ?? 0,
    ...o.extra,
    file: { filename: o.filename ?? 'photo.png', contentType: 'image/png', content: o.content ?? TINY_PNG },
  });
}

function upload(token: string, projectId: number, o: UploadOptions = {}) {
  return t.as(token).documents.upload({ params: { id: projectId }, formData: uploadForm(o) });
}

async function uploaded(token: string, projectId: number, o: UploadOptions = {}): Promise<Document> {
  const res = await upload(token, projectId, o);
  expect(res.status, res.body).toBe(201);
  return res.data;
}

/** Runs the processing job of a document's first file right away (the queue's worker does it otherwise). */
async function processNow(doc: Document) {
  await processDocumentFile(t.ctx, doc.files[0].id);
}

async function sharedProject(): Promise<Project> {
  const project = await createProject(t, admin);
  await attachCompany(t, admin, project.id, roles.clientManager.companyId);
  await attachCompany(t, admin, project.id, roles.subcontractorEmployee.companyId);
  return project;
}

describe('authorization', () => {
  let project: Project;
  let doc: Document;
  beforeAll(async () => {
    project = await sharedProject();
    doc = await uploaded(admin, project.id);
    await processNow(doc);
  });
  /** The document's own path parameters. */
  const ofDoc = () => ({ id: project.id, documentId: doc.id });

  it('GET projects/{id}/documents', async () => {
    await expectAuthorizationRow(t, roles, SIGNED_IN, (api) => api.documents.list({ params: { id: project.id } }));
    const hidden = await createProject(t, admin);
    await expectAuthorizationRow(
      t,
      roles,
      statusRow(200, { anonymous: 401, clientManager: 404, subcontractorEmployee: 404 }),
      (api) => api.documents.list({ params: { id: hidden.id } }),
    );
  });

  it('GET projects/{id}/pictures', async () => {
    await expectAuthorizationRow(t, roles, SIGNED_IN, (api) => api.documents.pictures({ params: { id: project.id } }));
  });

  it('GET documents/{id}', async () => {
    await expectAuthorizationRow(t, roles, SIGNED_IN, (api) => api.documents.get({ params: { id: doc.id } }));
  });

  it('GET the file and the thumbnail', async () => {
    await expectAuthorizationRow(t, roles, SIGNED_IN, (api) =>
      api.documents.file({ params: { ...ofDoc(), fileId: doc.files[0].id } }),
    );
    await expectAuthorizationRow(t, roles, SIGNED_IN, (api) => api.documents.thumb({ params: ofDoc() }));
  });

  it('POST projects/{id}/documents: Super and users of owner and subcontractor companies with document.create', async () => {
    await expectAuthorizationRow(t, roles, statusRow(201, { anonymous: 401, clientManager: 403 }), (api) =>
      api.documents.upload({ params: { id: project.id }, formData: uploadForm() }),
    );
  });

  // The seeded matrix gives document.edit to the employees of owner and subcontractor companies.
  it('PUT a document: document.edit', async () => {
    await expectAuthorizationRow(t, roles, statusRow(200, { anonymous: 401 }), (api) =>
      api.documents.update({ params: ofDoc(), body: { group: 'g1' } }),
    );
  });

  it('PUT updateFolder: document.edit, owner and subcontractor companies only', async () => {
    await expectAuthorizationRow(t, roles, statusRow(200, { anonymous: 401, clientManager: 403 }), (api) =>
      api.documents.move({ params: ofDoc(), body: { folder_id: 0, project_id: project.id } }),
    );
  });

  it('POST replace: document.edit', async () => {
    await expectAuthorizationRow(t, roles, statusRow(200, { anonymous: 401 }), (api) =>
      api.documents.replaceFile({
        params: { ...ofDoc(), fileId: doc.files[0].id },
        formData: form({ file: { filename: 'new.png', contentType: 'image/png', content: TINY_PNG } }),
      }),
    );
  });

  it('DELETE a document and POST delete: documents.delete (Super always)', async () => {
    const deleters = statusRow(200, { anonymous: 401, editor: 403, employee: 403, subcontractorEmployee: 403 });
    const victims = await byRole(async () => (await uploaded(admin, project.id)).id);
    const many = await byRole(async () => (await uploaded(admin, project.id)).id);
    await expectAuthorizationRow(t, roles, deleters, (api, role) =>
      api.documents.delete({ params: { id: project.id, documentId: victims[role] } }),
    );
    await expectAuthorizationRow(t, roles, deleters, (api, role) =>
      api.documents.deleteMany({ params: { id: project.id }, body: { ids: [many[role]] } }),
    );
  });

  it('the panel and each document carry can from the policies', async () => {
    const panel = async (role: Role) => (await t.as(roles[role]).documents.list({ params: { id: project.id } })).json();
    const asSub = await panel('subcontractorEmployee');
    expect(asSub.can).toMatchObject({ create: true, move: true, deleteAny: false, export: true });
    expect(asSub.data[0].can).toEqual({ update: true, delete: false, move: true, requestDelete: true });
    const asClient = await panel('clientManager');
    expect(asClient.can).toMatchObject({ create: false, createFolder: false, move: false, deleteAny: true });
    const asSuper = await panel('super');
    expect(asSuper.data[0].can).toEqual({ update: true, delete: true, move: true, requestDelete: false });
  });
});

describe('documents in a folder the user may not see', () => {
  it('are 404 for metadata, file, thumbnail and left out of lists and the map', async () => {
    const project = await sharedProject();
    // A folder without grants: owner companies only.
    const folder = await createFolder(t, admin, project.id);
    const doc = await uploaded(admin, project.id, {
      folderId: folder.id,
      extra: { coordinates: '60.1,24.9' },
    });
    await processNow(doc);
    const sub = roles.subcontractorEmployee.token;
    const params = { id: project.id, documentId: doc.id };
    const asSub = t.as(sub).documents;
    expect((await asSub.get({ params: { id: doc.id } })).status).toBe(404);
    expect((await asSub.file({ params: { ...params, fileId: doc.files[0].id } })).status).toBe(404);
    expect((await asSub.thumb({ params })).status).toBe(404);
    expect((await asSub.update({ params, body: { group: 'x' } })).status).toBe(404);
    const list = (await t.as(sub).documents.list({ params: { id: project.id } })).json();
    expect(list.data.map((d) => d.id)).not.toContain(doc.id);
    const map = (await t.as(sub).documents.pictures({ params: { id: project.id } })).json();
    expect(map.data.map((p) => p.id)).not.toContain(doc.id);
    // The owner side sees it, on the map too.
    const ownerMap = (await t.as(roles.employee).documents.pictures({ params: { id: project.id } })).json();
    expect(ownerMap.data).toContainEqual(expect.objectContaining({ id: doc.id, lat: 60.1, lng: 24.9 }));

    // Granted to the subcontractor's employees, the folder and its documents appear.
    await grant(
      t,
      admin,
      await companyRoleId(t, admin, roles.subcontractorEmployee.companyId, 'employee'),
      'Folder',
      folder.id,
    );
    expect((await t.as(sub).documents.get({ params: { id: doc.id } })).status).toBe(200);
    // Moving into a folder the user may not see is 404 too.
    const hiddenFolder = await createFolder(t, admin, project.id);
    const moved = await t
      .as(roles.super)
      .documents.move({ params, body: { folder_id: hiddenFolder.id, project_id: project.id } });
    expect(moved.status).toBe(200);
    expect(moved.data.folder_id).toBe(hiddenFolder.id);
  });

  it('a list costs the same number of statements for 1 or 30 documents', async () => {
    const project = await sharedProject();
    const count = async () => {
      // Events of the uploads before are addressed after their answers; they are not the list's.
      await documentAnnouncementsSettled();
      return countStatements(t.ctx, () =>
        t.as(roles.subcontractorEmployee).documents.list({ params: { id: project.id } }),
      );
    };
    await uploaded(admin, project.id);
    const one = await count();
    expect(one).toBeGreaterThan(0);
    for (let i = 0; i < 29; i++) await uploaded(admin, project.id);
    expect(await count()).toBe(one);
  });
});

describe('hostile uploads', () => {
  let project: Project;
  beforeAll(async () => {
    project = await sharedProject();
  });

  it('refuses HTML named .jpg and SVG with 24', async () => {
    const html = await upload(admin, project.id, {
      content: '<html><script>alert(1)</script></html>',
      filename: 'x.jpg',
    });
    expect(html.status).toBe(422);
    expect(html.error.code).toBe(24);
    const svg = await upload(admin, project.id, {
      content: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      filename: 'x.svg',
    });
    expect(svg.error.code).toBe(24);
  });

  it('refuses a 50,000 × 50,000 PNG by its header', async () => {
    // A few bytes claiming 2.5 gigapixels: decoding it would exhaust memory, so an answer at all
    // shows the header was read first (no timing is asserted).
    for (const size of [20_000, 50_000]) {
      const res = await upload(admin, project.id, { content: pngWithHeaderSize(size, size), filename: 'bomb.png' });
      expect(res.status).toBe(422);
      expect(res.error.code).toBe(24);
    }
  });

  it('stores a path traversal name as a plain base name', async () => {
    const doc = await uploaded(admin, project.id, { filename: '../../etc/passwd.png' });
    expect(doc.files[0].name).toBe('passwd');
    expect(doc.files[0].full_name).toBe('passwd.png');
    const [file] = await t.ctx.db.select().from(documentFiles).where(eq(documentFiles.id, doc.files[0].id));
    expect(file.storageKey).toMatch(/^documents\/\d+\/[A-Za-z0-9_-]+\.png$/);
  });

  it('serves text as an attachment, never inline, with nosniff and ranges', async () => {
    const doc = await uploaded(admin, project.id, { content: 'a,b\n1,2\n', filename: 'table.csv' });
    expect(doc.files[0].mime).toBe('text/csv');
    expect(doc.thumb).toBeNull();
    const file = (headers: Record<string, string> = {}) =>
      t
        .as(admin)
        .documents.file({ params: { id: project.id, documentId: doc.id, fileId: doc.files[0].id } }, { headers });
    const res = await file();
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe('a,b\n1,2\n');
    const part = await file({ range: 'bytes=2-4' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 2-4/8');
    expect(part.body).toBe('b\n1');
    const png = await uploaded(admin, project.id);
    const image = await t
      .as(admin)
      .documents.file({ params: { id: project.id, documentId: png.id, fileId: png.files[0].id } });
    expect(image.headers['content-disposition']).toMatch(/^inline;/);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('never serves a stored SVG or HTML inline', async () => {
    // Uploads refuse them; a row from elsewhere (an import, an older version) is still downloaded only.
    const doc = await uploaded(admin, project.id, { content: 'plain words', filename: 'note.txt' });
    await t.ctx.db.update(documentFiles).set({ mime: 'image/svg+xml' }).where(eq(documentFiles.id, doc.files[0].id));
    const res = await t
      .as(admin)
      .documents.file({ params: { id: project.id, documentId: doc.id, fileId: doc.files[0].id } });
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 413 over UPLOAD_MAX_MB and keeps nothing', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(1024 * 1024 + 10)]);
    const res = await upload(admin, project.id, { content: big, filename: 'big.png' });
    expect(res.status).toBe(413);
    expect(res.error.code).toBeDefined();
  });

  it('too many parts, fields or files is 422 with the error envelope, and keeps nothing', async () => {
    const before = await t.ctx.db.select().from(documentFiles);
    const file = { filename: 'a.png', contentType: 'image/png', content: TINY_PNG };
    const fields = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, 'x']));
    const files = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`extra${i}`, file]));
    const shapes = {
      fields: { file, ...fields(51) },
      parts: { file, ...fields(40), ...files(30) },
    };
    for (const [shape, parts] of Object.entries(shapes)) {
      const formData = form({ documentTypeId: defaultTypeId, ...parts });
      const res = await t.as(admin).documents.upload({ params: { id: project.id }, formData });
      expect(res.status, shape).toBe(422);
      expect(res.errorBody, shape).toEqual({
        errors: { code: -1, message: expect.any(String), fields: { _: ['too-many-parts'] } },
        errorCode: -1,
      });
    }
    expect(await t.ctx.db.select().from(documentFiles)).toHaveLength(before.length);
  });

  it('multipart without a file is 26, a broken body 422', async () => {
    const none = await t
      .as(admin)
      .documents.upload({ params: { id: project.id }, formData: form({ documentTypeId: defaultTypeId }) });
    expect(none.status).toBe(422);
    expect(none.error.code).toBe(26);
    // Bodies no FormData can make: a part cut off before its boundary, and JSON.
    const broken = await t.as(admin).documents.upload(
      {
        params: { id: project.id },
        formData: malformed(undefined),
        body: malformed('--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc'),
      },
      { headers: { 'content-type': 'multipart/form-data; boundary=x' } },
    );
    expect(broken.status).toBe(422);
    const json = await t
      .as(admin)
      .documents.upload({ params: { id: project.id }, formData: malformed(undefined), body: malformed({ a: 1 }) });
    expect(json.status).toBe(422);
  });
});

describe('processing', () => {
  it("keeps a position chosen on the map over the photo's, also one chosen while the photo was processed", async () => {
    const project = await sharedProject();
    const photo = await jpegWithExif(400, 300, { latitude: ['N', '60/1 10/1 0/1'], longitude: ['E', '24/1 56/1 0/1'] });
    const doc = await uploaded(admin, project.id, { content: photo, filename: 'site.jpg' });
    // The position is set on the map after the job has read the document, before it writes.
    const original = t.ctx.storage.withLocalFile;
    t.ctx.storage.withLocalFile = async (key, use) => {
      const moved = await t.as(admin).documents.update({
        params: { id: project.id, documentId: doc.id },
        body: { coordinates: '61.5,23.75' },
      });
      expect(moved.status, moved.body).toBe(200);
      return original(key, use);
    };
    try {
      await processNow(doc);
    } finally {
      t.ctx.storage.withLocalFile = original;
    }
    const after = (await t.as(admin).documents.get({ params: { id: doc.id } })).data;
    expect(after.ready).toBe(true);
    expect([after.coordinates, after.gps_accuracy]).toEqual(['61.5,23.75', 0]);
  });

  it('makes thumbnails and reads the EXIF position and capture time', async () => {
    const project = await sharedProject();
    const photo = await jpegWithExif(1200, 900, {
      latitude: ['N', '60/1 10/1 0/1'],
      longitude: ['E', '24/1 56/1 0/1'],
      accuracy: '5/1',
      takenAt: '2024:05:01 10:20:30',
      offset: '+03:00',
    });
    const doc = await uploaded(admin, project.id, { content: photo, filename: 'site.jpeg' });
    expect(doc.ready).toBe(false);
    expect(doc.files[0].extension).toBe('jpeg');
    // Announced while it is being made: the thumb answers 404 until then.
    expect(doc.thumb).toBe(`projects/${project.id}/documents/${doc.id}/thumb?v=1`);
    const thumb = (size?: 'small' | 'medium' | 'large') =>
      t.as(admin).documents.thumb({ params: { id: project.id, documentId: doc.id }, query: { size } });
    expect((await thumb()).status).toBe(404);
    await processNow(doc);
    const after = (await t.as(admin).documents.get({ params: { id: doc.id } })).data;
    expect(after.ready).toBe(true);
    expect(after.thumb).toBe(`projects/${project.id}/documents/${doc.id}/thumb?v=1`);
    const [lat, lng] = present(after.coordinates, 'the position').split(',').map(Number);
    expect(lat).toBeCloseTo(60 + 10 / 60, 5);
    expect(lng).toBeCloseTo(24 + 56 / 60, 5);
    expect(after.gps_accuracy).toBe(5);
    expect(after.created).toBe('2024-05-01T07:20:30.000Z');
    for (const [size, long] of [
      ['small', 256],
      ['medium', 800],
      ['large', 1200],
    ] as const) {
      const res = await thumb(size);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(res.data).metadata();
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(long);
      expect(meta.exif).toBeUndefined();
    }
    const [file] = await t.ctx.db.select().from(documentFiles).where(eq(documentFiles.id, doc.files[0].id));
    expect([file.width, file.height]).toEqual([1200, 900]);
    const keys: string[] = [];
    for await (const key of referencedKeys(t.ctx.db)) keys.push(key);
    expect(keys).toContain(file.storageKey);
    expect(keys).toContain(`${file.thumbKeyPrefix}/large.jpg`);
  });

  it('the queued job runs by itself with the workers', async () => {
    const withWorkers = await createTestApp({ workers: true });
    try {
      const company = await makeCompany(withWorkers.ctx, 'owner');
      const user = await makeUser(withWorkers.ctx, {
        companyId: company.id,
        roles: ['manager'],
        isOwner: true,
      });
      const token = await withWorkers.tokenFor(user.id);
      const project = await createProject(withWorkers, token);
      const formData = form({
        documentTypeId: defaultTypeId,
        file: {
          filename: 'a.png',
          contentType: 'image/png',
          content: await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f00' } })
            .png()
            .toBuffer(),
        },
      });
      const res = await withWorkers.as(token).documents.upload({ params: { id: project.id }, formData });
      expect(res.status, res.body).toBe(201);
      const id = res.data.id;
      await expect
        .poll(async () => (await withWorkers.as(token).documents.get({ params: { id } })).data.ready, {
          timeout: 15_000,
          interval: 200,
        })
        .toBe(true);
      // The workers also offer the hourly purge (platform/jobs/queue.test.ts: once per slot).
      await expect
        .poll(async () => {
          const [row] = await selectRows<{ n: number }>(
            withWorkers.ctx.db,
            sql`select count(*)::int as n from pgboss.job where name = ${DOCUMENT_PURGE_JOB}`,
          );
          return row.n;
        })
        .toBeGreaterThan(0);
    } finally {
      await withWorkers.close();
    }
  });
});

describe('processing PDFs and damaged or phone images', () => {
  it('reads a PDF: text per page and a first-page thumbnail', async () => {
    const project = await sharedProject();
    const doc = await uploaded(admin, project.id, {
      content: simplePdf(['Hello page one', 'Second page']),
      filename: 'plan.pdf',
    });
    expect(doc.files[0].mime).toBe('application/pdf');
    await processNow(doc);
    const pages = await t.ctx.db
      .select()
      .from(documentFilePages)
      .where(eq(documentFilePages.fileId, doc.files[0].id))
      .orderBy(documentFilePages.page);
    expect(pages.map((p) => p.text.trim())).toEqual(['Hello page one', 'Second page']);
    const [file] = await t.ctx.db.select().from(documentFiles).where(eq(documentFiles.id, doc.files[0].id));
    expect(file.readyAt).not.toBeNull();
    expect(file.pageCount).toBe(2);
    expect(file.processingError).toBeNull();
    const thumb = await t.as(admin).documents.thumb({ params: { id: project.id, documentId: doc.id } });
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toMatch(/^image\//);
    // The first page is rendered: a white page with dark text, not a blank image.
    const { channels } = await sharp(thumb.data).stats();
    expect(channels[0].min).toBeLessThan(128);
    expect(channels[0].max).toBeGreaterThan(200);
    // Served inline either way.
    const res = await t
      .as(admin)
      .documents.file({ params: { id: project.id, documentId: doc.id, fileId: doc.files[0].id } });
    expect(res.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('takes a HEIC photo from a phone and makes its thumbnails', async () => {
    const project = await sharedProject();
    const heic = readFileSync(new URL('../../platform/images/fixtures/photo.heic', import.meta.url));
    const doc = await uploaded(admin, project.id, { content: heic, filename: 'IMG_0001.HEIC' });
    expect(doc.files[0].mime).toMatch(/^image\/hei[cf]$/);
    await processNow(doc);
    const res = await t
      .as(admin)
      .documents.thumb({ params: { id: project.id, documentId: doc.id }, query: { size: 'small' } });
    expect(res.status).toBe(200);
    expect((await sharp(res.data).metadata()).format).toBe('jpeg');
  });

  it('a damaged image keeps its file and records the error', async () => {
    const project = await sharedProject();
    const good = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer();
    // A valid header, cut short: the header check passes, decoding fails.
    const doc = await uploaded(admin, project.id, { content: good.subarray(0, good.length - 20), filename: 'cut.png' });
    await processNow(doc);
    const [file] = await t.ctx.db.select().from(documentFiles).where(eq(documentFiles.id, doc.files[0].id));
    expect(file.processingError).toBeTruthy();
    expect(file.readyAt).not.toBeNull();
    const after = (await t.as(admin).documents.get({ params: { id: doc.id } })).data;
    expect(after.ready).toBe(true);
    expect(after.thumb).toBeNull();
    const res = await t
      .as(admin)
      .documents.file({ params: { id: project.id, documentId: doc.id, fileId: doc.files[0].id } });
    expect(res.status).toBe(200);
    expect((await t.as(admin).documents.thumb({ params: { id: project.id, documentId: doc.id } })).status).toBe(404);
  });
});

describe('rules', () => {
  it('numbers documents per project, shown in base 32', async () => {
    const a = await sharedProject();
    const b = await sharedProject();
    const counters: string[] = [];
    for (let i = 0; i < 33; i++) counters.push((await uploaded(admin, a.id)).counter);
    expect(counters[0]).toBe('1');
    expect(counters[30]).toBe('v');
    expect(counters[31]).toBe('10');
    expect(counters[32]).toBe('11');
    expect((await uploaded(admin, b.id)).counterNumber).toBe(1);
    const [row] = await t.ctx.db.select().from(projects).where(eq(projects.id, a.id));
    expect(row.documentCounter).toBe(33);
    expect(row.lastDocumentAt).not.toBeNull();
  });

  it('refuses moving to another project', async () => {
    const a = await sharedProject();
    const b = await sharedProject();
    const doc = await uploaded(admin, a.id);
    const res = await t
      .as(admin)
      .documents.move({ params: { id: a.id, documentId: doc.id }, body: { folder_id: 0, project_id: b.id } });
    expect(res.status).toBe(422);
    const folderOfB = await createFolder(t, admin, b.id);
    const intoB = await t.as(admin).documents.move({
      params: { id: a.id, documentId: doc.id },
      body: { folder_id: folderOfB.id, project_id: a.id },
    });
    expect(intoB.status).toBe(404);
    const viaB = await t
      .as(admin)
      .documents.move({ params: { id: b.id, documentId: doc.id }, body: { folder_id: 0, project_id: b.id } });
    expect(viaB.status).toBe(404);
  });

  it('deletes many all or nothing; nothing selected is 26', async () => {
    const project = await sharedProject();
    const other = await sharedProject();
    const mine = [await uploaded(admin, project.id), await uploaded(admin, project.id)];
    const foreign = await uploaded(admin, other.id);
    const deleteMany = (ids: number[]) =>
      t.as(admin).documents.deleteMany({ params: { id: project.id }, body: { ids } });
    const empty = await deleteMany([]);
    expect(empty.status).toBe(422);
    expect(empty.error.code).toBe(26);
    const mixed = await deleteMany([mine[0].id, foreign.id]);
    expect(mixed.status).toBe(404);
    const left = await t.ctx.db.select().from(documents).where(eq(documents.projectId, project.id));
    expect(left.every((d) => d.deletedAt === null)).toBe(true);
    const ok = await deleteMany(mine.map((d) => d.id));
    expect(ok.status).toBe(200);
    expect(ok.data.ids.sort()).toEqual(mine.map((d) => d.id).sort());
  });

  it('a removed document answers 410 for metadata, file and thumbnail', async () => {
    const project = await sharedProject();
    const doc = await uploaded(admin, project.id);
    await processNow(doc);
    const params = { id: project.id, documentId: doc.id };
    expect((await t.as(admin).documents.delete({ params })).status).toBe(200);
    expect((await t.as(admin).documents.get({ params: { id: doc.id } })).status).toBe(410);
    expect((await t.as(admin).documents.file({ params: { ...params, fileId: doc.files[0].id } })).status).toBe(410);
    expect((await t.as(admin).documents.thumb({ params })).status).toBe(410);
    const list = (await t.as(admin).documents.list({ params: { id: project.id } })).json();
    expect(list.data).toEqual([]);
    const [row] = await t.ctx.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row.lastDocumentAt).toBeNull();
  });
});

describe('removal and purge', () => {
  it("keeps a removed document's files for the retention, then purges them and their rows", async () => {
    const project = await sharedProject();
    const doc = await uploaded(admin, project.id);
    await processNow(doc);
    const [file] = await t.ctx.db.select().from(documentFiles).where(eq(documentFiles.id, doc.files[0].id));
    const keys = [file.storageKey, ...['small', 'medium', 'large'].map((s) => `${file.thumbKeyPrefix}/${s}.jpg`)];
    const params = { id: project.id, documentId: doc.id };
    expect((await t.as(admin).documents.delete({ params })).status).toBe(200);
    /** What `npm run check-files` compares, narrowed to this document's keys. */
    const check = async () => {
      const report = await compareFiles(t.ctx.storage.list(), referencedKeys(t.ctx.db));
      const referenced: string[] = [];
      for await (const key of referencedKeys(t.ctx.db)) referenced.push(key);
      const mine = (k: string) => keys.includes(k);
      return {
        unreferenced: report.unreferenced.map((f) => f.key).filter(mine),
        missing: report.missing.filter(mine),
        referenced: referenced.filter(mine).length,
      };
    };

    // Within the retention: bytes and rows stay, and agree.
    await purgeRemovedDocumentFiles(t.ctx, new Date(Date.now() + 29 * 24 * 3600 * 1000));
    for (const key of keys) expect(await t.ctx.storage.exists(key), key).toBe(true);
    expect(await check()).toEqual({ unreferenced: [], missing: [], referenced: 4 });

    // After it (default 30 days): bytes and file rows are gone, the document still answers 410.
    const purged = await purgeRemovedDocumentFiles(t.ctx, new Date(Date.now() + 31 * 24 * 3600 * 1000));
    expect(purged).toBeGreaterThanOrEqual(1);
    for (const key of keys) expect(await t.ctx.storage.exists(key), key).toBe(false);
    expect(await check()).toEqual({ unreferenced: [], missing: [], referenced: 0 });
    expect(await t.ctx.db.select().from(documentFiles).where(eq(documentFiles.documentId, doc.id))).toEqual([]);
    expect(await t.ctx.db.select().from(documents).where(eq(documents.id, doc.id))).toHaveLength(1);
    expect((await t.as(admin).documents.get({ params: { id: doc.id } })).status).toBe(410);
    expect((await t.as(admin).documents.file({ params: { ...params, fileId: doc.files[0].id } })).status).toBe(410);
    expect((await t.as(admin).documents.thumb({ params })).status).toBe(410);
  });

  it('the purge leaves documents that are not removed alone', async () => {
    const project = await sharedProject();
    const doc = await uploaded(admin, project.id);
    await purgeRemovedDocumentFiles(t.ctx, new Date(Date.now() + 365 * 24 * 3600 * 1000));
    const [file] = await t.ctx.db.select().from(documentFiles).where(eq(documentFiles.id, doc.files[0].id));
    expect(await t.ctx.storage.exists(file.storageKey)).toBe(true);
    const res = await t.as(admin).documents.file({ params: { id: project.id, documentId: doc.id, fileId: file.id } });
    expect(res.status).toBe(200);
  });
});

describe('announcements, answers and updates', () => {
  it('publishes DOCUMENT_CREATED, DOCUMENT_UPDATED and DOCUMENT_DELETED on the channels of those who see it', async () => {
    const project = await sharedProject();
    const events: [string, string, unknown][] = [];
    const original = t.ctx.publisher.publish;
    t.ctx.publisher.publish = async (channel, event, payload) => {
      events.push([channel, event, payload]);
    };
    // Announced after the answer, to each user who may see the document (documents-events.test.ts).
    const channel = `private-user.${roles.ownerManager.id}`;
    const told = (event: string, payload: unknown) =>
      vi.waitFor(() => expect(events).toContainEqual([channel, event, payload]), { timeout: 10_000 });
    try {
      const doc = await uploaded(admin, project.id);
      const payload = { id: doc.id, project_id: project.id };
      await told('DOCUMENT_CREATED', payload);
      await t.as(admin).documents.update({ params: { id: project.id, documentId: doc.id }, body: { group: 'a' } });
      await told('DOCUMENT_UPDATED', payload);
      await t.as(admin).documents.delete({ params: { id: project.id, documentId: doc.id } });
      await told('DOCUMENT_DELETED', payload);
      expect(events.filter(([name]) => name.startsWith('private-project.'))).toEqual([]);
    } finally {
      t.ctx.publisher.publish = original;
    }
  });

  it('the list and the single document give the same answer, keyword and field texts included', async () => {
    const project = await sharedProject();
    const builtIn = await t.ctx.db
      .select()
      .from(keywords)
      .where(inArray(keywords.fieldId, [2, 3, 4]));
    const firstOf = (fieldId: number) => builtIn.filter((k) => k.fieldId === fieldId).sort((a, b) => a.id - b.id)[0];
    const chosen = [firstOf(2), firstOf(3), firstOf(4)];
    const doc = await uploaded(admin, project.id, {
      extra: {
        keywords: JSON.stringify(chosen.map((k) => k.id)),
        fields: JSON.stringify([
          { field_id: 7, text: 'by the gate' },
          { field_id: 8, text: 'north wall' },
        ]),
        coordinates: '60.5,-0.00001',
      },
    });
    const list = await t.as(admin).documents.list({ params: { id: project.id } });
    const single = await t.as(admin).documents.get({ params: { id: doc.id } });
    const listed = list.data.find((d) => d.id === doc.id);
    expect(listed).toEqual(single.data);
    expect(listed).toEqual(doc);
    expect([doc.phase, doc.subject, doc.state]).toEqual(chosen.map((k) => k.text));
    expect(doc.keywords.map((k) => k.id)).toEqual(chosen.map((k) => k.id));
    expect([doc.detailText, doc.positionText]).toEqual(['by the gate', 'north wall']);
    expect(doc.coordinates).toBe('60.5,-0.00001');
    expect(doc.addedByUser?.id).toBe(roles.ownerManager.id);
    expect(doc.files[0].full_name).toBe('photo.png');
    expect(doc.url).toBe(`projects/${project.id}/documents/${doc.id}/files/${doc.files[0].id}?v=1`);
    expect(doc.thumb).toBe(`projects/${project.id}/documents/${doc.id}/thumb?v=1`);
  });

  it('update sets fields, keywords, group and position', async () => {
    const project = await sharedProject();
    const doc = await uploaded(admin, project.id, {
      extra: { fields: JSON.stringify([{ field_id: 7, text: 'by the gate' }]), group: 'g-1' },
    });
    expect(doc.detailText).toBe('by the gate');
    expect(doc.group).toBe('g-1');
    const res = await t.as(admin).documents.update({
      params: { id: project.id, documentId: doc.id },
      body: { fields: [{ field_id: 8, text: 'north wall' }], coordinates: '61.5,23.75', group: null },
    });
    expect(res.status, res.body).toBe(200);
    const after = res.data;
    expect(after.positionText).toBe('north wall');
    expect(after.detailText).toBe('by the gate');
    expect(after.coordinates).toBe('61.5,23.75');
    expect(after.gps_accuracy).toBe(0);
    expect(after.group).toBeNull();
    const unknown = await t
      .as(admin)
      .documents.update({ params: { id: project.id, documentId: doc.id }, body: { keywords: [999_999] } });
    expect(unknown.status).toBe(422);
  });
});

describe("values must fit their field and the document's type", () => {
  let otherKeyword: number;
  let ownKeyword: number;
  let otherField: number;
  beforeAll(async () => {
    // A keyword field and a text field that the default type does not show.
    const [kf] = await t.ctx.db.insert(fields).values({ key: 'other kw', type: 'keywords' }).returning();
    const [tf] = await t.ctx.db.insert(fields).values({ key: 'other text', type: 'text' }).returning();
    otherField = tf.id;
    [{ id: otherKeyword }] = await t.ctx.db.insert(keywords).values({ fieldId: kf.id, text: 'elsewhere' }).returning();
    // Subject (3) is one of the default type's fields.
    [{ id: ownKeyword }] = await t.ctx.db.insert(keywords).values({ fieldId: 3, text: 'roof' }).returning();
  });

  const refusals: [string, Record<string, unknown>, Record<string, string[]>][] = [
    [
      'text for a date field',
      { fields: [{ field_id: 1, text: 'yesterday' }] },
      { 'fields.0.text': ['date-field-takes-a-date'] },
    ],
    [
      'a date for a text field',
      { fields: [{ field_id: 7, date: '2024-05-01' }] },
      { 'fields.0.date': ['text-field-takes-text'] },
    ],
    [
      'text for a keyword field',
      { fields: [{ field_id: 3, text: 'roof' }] },
      { 'fields.0': ['keyword-field-takes-keywords'] },
    ],
    ['an unknown field', { fields: [{ field_id: 999_999, text: 'x' }] }, { 'fields.0.field_id': ['unknown-field'] }],
  ];

  it.each(refusals)('upload refuses %s (422, code -1)', async (_name, values, errors) => {
    const project = await sharedProject();
    const extra = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, JSON.stringify(v)]));
    const res = await upload(admin, project.id, { extra });
    expect(res.status, res.body).toBe(422);
    expect(res.errorBody).toMatchObject({ errorCode: -1, errors: { code: -1, fields: errors } });
    const list = await t.as(admin).documents.list({ params: { id: project.id } });
    expect(list.data).toEqual([]);
  });

  it('upload refuses a keyword and a value of a field the type does not show', async () => {
    const project = await sharedProject();
    const res = await upload(admin, project.id, {
      extra: {
        keywords: JSON.stringify([ownKeyword, otherKeyword]),
        fields: JSON.stringify([{ field_id: otherField, text: 'x' }]),
      },
    });
    expect(res.status, res.body).toBe(422);
    expect(res.error.fields).toEqual({
      'keywords.1': ['keyword-of-another-type'],
      'fields.0.field_id': ['field-of-another-type'],
    });
  });

  it('a type without fields of its own shows every field: its documents take any value', async () => {
    const project = await sharedProject();
    const created = await t.as(admin).documentTypes.create({ body: { name: 'No fields' } });
    expect(created.status, created.body).toBe(201);
    const doc = await uploaded(admin, project.id, {
      typeId: created.data.id,
      extra: {
        keywords: JSON.stringify([otherKeyword]),
        fields: JSON.stringify([{ field_id: otherField, text: 'x' }]),
      },
    });
    expect(doc.keywords.map((k) => k.id)).toEqual([otherKeyword]);
    expect(doc.fields.find((f) => f.field_id === otherField)?.text).toBe('x');
  });

  it("update refuses the same, and keeps the document's values", async () => {
    const project = await sharedProject();
    const doc = await uploaded(admin, project.id, {
      extra: {
        keywords: JSON.stringify([ownKeyword]),
        fields: JSON.stringify([{ field_id: 1, date: '2024-05-01' }]),
      },
    });
    const update = (body: z.input<typeof updateDocumentRequest>) =>
      t.as(admin).documents.update({ params: { id: project.id, documentId: doc.id }, body });
    for (const [name, values, errors] of refusals) {
      const res = await update(malformed(values));
      expect(res.status, name).toBe(422);
      expect(res.error.fields, name).toEqual(errors);
    }
    const other = await update({ keywords: [otherKeyword] });
    expect(other.status).toBe(422);
    expect(other.error.fields).toEqual({ 'keywords.0': ['keyword-of-another-type'] });
    const after = (await t.as(admin).documents.get({ params: { id: doc.id } })).data;
    expect(after.keywords.map((k) => k.id)).toEqual([ownKeyword]);
    expect(after.fields.find((f) => f.field_id === 1)?.date).toMatch(/^2024-05-01/);

    // The edit form sends every field, emptied ones too: an empty value of another type's field passes.
    const ok = await update({
      fields: [
        { field_id: otherField, text: null },
        { field_id: 1, date: '2024-06-02' },
      ],
      keywords: [],
    });
    expect(ok.status, ok.body).toBe(200);
  });
});

describe('counts that wait for documents', () => {
  it('projects: document_count of visible documents and mostRecentDocument', async () => {
    const project = await sharedProject();
    const hiddenFolder = await createFolder(t, admin, project.id);
    await uploaded(admin, project.id);
    await uploaded(admin, project.id, { folderId: hiddenFolder.id });
    const last = await uploaded(admin, project.id);
    const find = async (token: string) => {
      const res = await t.as(token).projects.list({ query: { search: project.code } });
      return findOne(res.data, (p) => p.id === project.id);
    };
    const asOwner = await find(admin);
    expect(asOwner.document_count).toBe(3);
    expect(asOwner.mostRecentDocument).not.toBeNull();
    expect(new Date(present(asOwner.mostRecentDocument, 'the latest document')).getTime()).toBeGreaterThanOrEqual(
      new Date(last.created).getTime() - 1,
    );
    expect((await find(roles.subcontractorEmployee.token)).document_count).toBe(2);
    const single = (await t.as(admin).projects.get({ params: { id: project.id } })).data;
    expect(single.document_count).toBe(3);
  });

  it('folders: filecount, and a folder that holds documents cannot be deleted', async () => {
    const project = await sharedProject();
    const folder = await createFolder(t, admin, project.id);
    const inFolder = await uploaded(admin, project.id, { folderId: folder.id });
    await uploaded(admin, project.id);
    const list = (await t.as(admin).folders.list({ params: { id: project.id } })).data;
    expect(findOne(list, (f) => f.id === 0).filecount).toBe(1);
    const row = findOne(list, (f) => f.id === folder.id);
    expect(row.filecount).toBe(1);
    expect(row.can.delete).toBe(false);
    const refused = await t.as(admin).folders.delete({ params: { id: folder.id } });
    expect(refused.status).toBe(409);
    expect(refused.error.fields).toEqual({ id: ['folder-has-files'] });
    // Once its document is removed (the row stays for 410 answers), the folder may go.
    await t.as(admin).documents.delete({ params: { id: project.id, documentId: inFolder.id } });
    expect((await t.as(admin).folders.delete({ params: { id: folder.id } })).status).toBe(200);
  });

  it('company users: document_amount and latest_document', async () => {
    const project = await sharedProject();
    const first = await uploaded(roles.employee.token, project.id);
    const second = await uploaded(roles.employee.token, project.id);
    const res = await t.as(admin).companyUsers.list({ params: { id: roles.employee.companyId } });
    expect(res.status, res.body).toBe(200);
    const me = findOne(res.data, (u) => u.id === roles.employee.id);
    expect(me.document_amount).toBeGreaterThanOrEqual(2);
    expect(me.latest_document).toMatchObject({ id: second.id, name: second.name, project_id: project.id });
    expect(first.id).toBeLessThan(second.id);
  });
});

/** A small PDF with one line of text per page (Helvetica), offsets computed. */
function simplePdf(lines: string[]): Buffer {
  const objects: string[] = [];
  const pageIds = lines.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${lines.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  lines.forEach((line, i) => {
    const stream = `BT /F1 24 Tf 72 700 Td (${line}) Tj ET`;
    objects[4 + i * 2] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`;
    objects[5 + i * 2] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
