import type { FastifyRequest } from 'fastify';
import { randomSecret } from '../../platform/auth/secrets';
import type { Storage } from '../../platform/storage/storage';
import { type StoredUpload, storeFile } from '../../platform/storage/store-upload';
import type { NewDocumentFile } from './documents.repo';

export interface DocumentUpload {
  /** The text parts, as sent (checked by the caller). */
  fields: Record<string, string>;
  file: StoredUpload | null;
}

/** A storage key no client chose: `documents/{projectId}/{random}.{ext}`. */
export function newFileKey(projectId: number, extension: string): string {
  return `documents/${projectId}/${randomSecret(18)}.${extension.replace(/[^a-z0-9]/gi, '') || 'bin'}`;
}

/**
 * Reads a multipart document upload: text parts are collected, the part `file` is streamed into
 * storage as it arrives (other file parts are discarded). Whatever fails after the file is
 * stored removes it again.
 */
export async function readDocumentUpload(
  request: FastifyRequest,
  storage: Storage,
  opts: { projectId: number; maxBytes: number; maxMegapixels: number },
): Promise<DocumentUpload> {
  const fields: Record<string, string> = {};
  let file: StoredUpload | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: opts.maxBytes, fields: 50, parts: 60 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          // Discarded; an over-size one errors while it drains, which must not go unhandled.
          part.file.on('error', () => {});
          part.file.resume();
          continue;
        }
        file = await storeFile(storage, part.file, part.filename ?? '', opts.maxMegapixels, (extension) =>
          newFileKey(opts.projectId, extension),
        );
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (file) await storage.delete(file.key).catch(() => {});
    throw error;
  }
  return { fields, file };
}

/** The row of a stored upload's file, for a new document or a replaced file. */
export function fileValues(documentId: number, file: StoredUpload): NewDocumentFile {
  return {
    documentId,
    name: file.name,
    extension: file.extension,
    mime: file.type.mime,
    size: file.put.size,
    sha256: file.put.sha256,
    storageKey: file.key,
    width: file.image?.width ?? null,
    height: file.image?.height ?? null,
  };
}
