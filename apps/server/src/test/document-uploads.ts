import type { Document } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { documentTypes } from '../platform/db/schema';
import type { TestApp } from './harness';
import { form, TINY_PNG } from './multipart';

/** Uploads through `POST projects/{id}/documents`, as the add dialog does: one file per call. */

export interface UploadParts {
  content?: Buffer | string;
  filename?: string;
  /** Text parts (`documentTypeId`, `folderId`, `keywords`, …); `documentTypeId` defaults to the default type unless null. */
  fields?: Record<string, string | null>;
}

export async function defaultDocumentTypeId(t: TestApp): Promise<number> {
  const [row] = await t.ctx.db.select().from(documentTypes).where(eq(documentTypes.isDefault, true));
  return row.id;
}

export async function uploadDocument(t: TestApp, token: string | undefined, projectId: number, o: UploadParts = {}) {
  const fields = { documentTypeId: String(await defaultDocumentTypeId(t)), folderId: '0', ...o.fields };
  const texts = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== null),
  );
  const file = { filename: o.filename ?? 'photo.png', contentType: 'image/png', content: o.content ?? TINY_PNG };
  return t.as(token).documents.upload({ params: { id: projectId }, formData: form({ ...texts, file }) });
}

export async function uploadedDocument(t: TestApp, token: string, projectId: number, o: UploadParts = {}) {
  const res = await uploadDocument(t, token, projectId, o);
  expect(res.status, res.body).toBe(201);
  return res.data;
}

/** `POST .../files/{fileId}/replace` with a new file. */
export async function replaceDocumentFile(t: TestApp, token: string, doc: Document, content: Buffer, filename: string) {
  const res = await t.as(token).documents.replaceFile({
    params: { id: doc.project_id, documentId: doc.id, fileId: doc.files[0].id },
    formData: form({ file: { filename, contentType: 'image/png', content } }),
  });
  expect(res.status, res.body).toBe(200);
  return res.data;
}
