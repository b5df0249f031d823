import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Role, type RoleUser, signInEveryRole } from '../../test/authorization';
import { uploadedDocument } from '../../test/document-uploads';
import { createTestApp, type TestApp } from '../../test/harness';
import { multipartBody, TINY_PNG } from '../../test/multipart';
import { createProject } from '../../test/project-factories';
import { documentTypes } from '../db/schema';

/*
 * Issue 16, "A multipart body can hang forever" and "A 500 on a long boundary": every route that
 * reads a multipart body answers any body, through inject and through a real socket, and a
 * boundary longer than RFC 2046 allows is a broken body (422), never a 500.
 */

let t: TestApp;
let roles: Record<Role, RoleUser>;
let admin: string;
let base: string;
/** Every multipart route, as a path with its ids filled in. */
let targets: { name: string; method: 'POST' | 'PUT'; url: string }[];

beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  admin = roles.ownerManager.token!;
  const project = await createProject(t, admin);
  const doc = await uploadedDocument(t, admin, project.id, { content: TINY_PNG });
  targets = [
    { name: 'document upload', method: 'POST', url: `/api/v1/projects/${project.id}/documents` },
    {
      name: 'file replace',
      method: 'POST',
      url: `/api/v1/projects/${project.id}/documents/${doc.id}/files/${doc.files[0].id}/replace`,
    },
    { name: 'user photo', method: 'PUT', url: `/api/v1/userphoto/${roles.ownerManager.id}` },
    { name: 'users CSV import', method: 'POST', url: '/api/v1/import/csv/users' },
    { name: 'projects CSV import', method: 'POST', url: '/api/v1/import/csv/projects' },
  ];
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const BOUNDARY = 'hostile-boundary';

/** A body whose first part is not `form-data` (`attachment`, or no disposition type a form knows). */
function skippedPartBody(size: number, disposition: string): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
    Buffer.alloc(size, 0x61),
    Buffer.from(`\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nafter\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const HOSTILE: { label: string; body: Buffer }[] = [16 * 1024, 40 * 1024, 64 * 1024, 200 * 1024].flatMap((size) => [
  {
    label: `attachment part of ${size} bytes`,
    body: skippedPartBody(size, 'attachment; name="file"; filename="a.png"'),
  },
  { label: `nameless form-data part of ${size} bytes`, body: skippedPartBody(size, 'form-data; filename="a.png"') },
  { label: `part without disposition of ${size} bytes`, body: skippedPartBody(size, 'inline') },
]);

/** Sends a body over a real connection in socket-sized writes; answers the status once the server replies. */
function sendOverSocket(method: string, url: string, body: Buffer, contentType: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${admin}`,
        'content-type': contentType,
        'content-length': String(body.length),
      },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      resolve(res.statusCode ?? 0);
      res.resume();
    });
    // The server may answer and close before it has read everything: the answer is what counts.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    for (let offset = 0; offset < body.length; offset += 16 * 1024)
      req.write(body.subarray(offset, offset + 16 * 1024));
    req.end();
  });
}

describe('a multipart body with parts the parser skips is answered', () => {
  for (const { label, body } of HOSTILE) {
    it(`${label}, through inject`, async () => {
      for (const target of targets) {
        const res = await t.call(target.method, target.url, {
          token: admin,
          body,
          headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        });
        expect(res.statusCode, `${target.name}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${target.name}: ${res.body}`).toBeLessThan(500);
      }
    });
  }

  it('through a real socket, in 16 KB writes', async () => {
    for (const { label, body } of HOSTILE) {
      for (const target of targets) {
        const status = await sendOverSocket(
          target.method,
          target.url,
          body,
          `multipart/form-data; boundary=${BOUNDARY}`,
        );
        expect(status, `${target.name}, ${label}`).toBeGreaterThanOrEqual(400);
        expect(status, `${target.name}, ${label}`).toBeLessThan(500);
      }
    }
  });

  it('a valid upload after the hostile ones still works', async () => {
    const [type] = await t.ctx.db.select().from(documentTypes).where(eq(documentTypes.isDefault, true));
    const { body, headers } = multipartBody([
      { name: 'documentTypeId', content: String(type.id) },
      { name: 'file', filename: 'b.png', contentType: 'image/png', content: TINY_PNG },
    ]);
    const res = await t.call('POST', targets[0].url, { token: admin, body, headers });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('a long boundary is a broken body', () => {
  for (const length of [71, 253, 254, 300, 5000]) {
    it(`${length} characters: 422 on every multipart route`, async () => {
      const boundary = 'b'.repeat(length);
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nx\r\n--${boundary}--\r\n`;
      for (const contentType of [
        `multipart/form-data; boundary=${boundary}`,
        `multipart/form-data; boundary="${boundary}"`,
      ]) {
        for (const target of targets) {
          const res = await t.call(target.method, target.url, {
            token: admin,
            body,
            headers: { 'content-type': contentType },
          });
          expect(res.statusCode, `${target.name}: ${res.body}`).toBe(422);
          expect(res.json().errors.fields).toEqual({ file: ['multipart-broken'] });
        }
      }
    });
  }

  it('a boundary of 70 characters, the most RFC 2046 allows, still works', async () => {
    const [type] = await t.ctx.db.select().from(documentTypes).where(eq(documentTypes.isDefault, true));
    const boundary = 'c'.repeat(70);
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="documentTypeId"\r\n\r\n${type.id}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      TINY_PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.call('POST', targets[0].url, {
      token: admin,
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
