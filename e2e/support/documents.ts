import { expect } from '@playwright/test';
import type { UploadDocumentFields } from '@portal/contracts';
import sharp from 'sharp';
import { type ApiClient, type FilePart, formData } from './api';

/** A plain JPEG of one colour (a site photo, a product photo). */
export function jpeg(
  background: { r: number; g: number; b: number },
  size = { width: 320, height: 240 },
): Promise<Buffer> {
  return sharp({ create: { ...size, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** A JPEG file part named `name`. */
export async function jpegFile(name: string, background = { r: 30, g: 90, b: 160 }): Promise<FilePart> {
  return { name, mimeType: 'image/jpeg', buffer: await jpeg(background) };
}

/** The project with this code among those `api`'s user sees. */
export async function projectByCode(api: ApiClient, code: string) {
  const projects = (await api.projects.list({ query: { per_page: 9999 } })).data;
  const project = projects.find((p) => p.code === code);
  if (!project) throw new Error(`${code} is not among the projects the user sees`);
  return project;
}

type UploadOptions = Partial<Record<Exclude<keyof UploadDocumentFields, 'fields' | 'keywords'>, string | number>>;

/**
 * Adds one file to a project through the API (the main folder and the default document type
 * unless `options` say otherwise) and answers the new document once it is processed.
 *
 * Processing (thumbnails, position, text) ends with a "document updated" event, on which open
 * pages read the project's documents and pictures again: the documents map then rebuilds its
 * markers and the rows get their thumbnails. A page opened before that changes under the test's
 * hands at a moment set by the machine's load (the desk map's cluster closing again after its
 * click, the desk window's rows moving between two measurements), so specs start from documents
 * that are done.
 */
export async function uploadDocument(api: ApiClient, projectId: number, file: FilePart, options: UploadOptions = {}) {
  const types = (await api.documentTypes.list()).data;
  const documentTypeId = types.find((t) => t.is_default)?.id ?? types[0]?.id;
  if (documentTypeId === undefined) throw new Error('no document types');
  const fields = { documentTypeId, folderId: 0, ...options, file };
  const document = (await api.documents.upload({ params: { id: projectId }, formData: formData(fields) })).data;
  await expect
    .poll(async () => (await api.documents.get({ params: { id: document.id } })).data.ready, {
      message: `${file.name} is processed`,
      timeout: 60_000,
    })
    .toBe(true);
  return document;
}
