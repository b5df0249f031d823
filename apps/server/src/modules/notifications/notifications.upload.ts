import { ErrorCode } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { randomSecret } from '../../platform/auth/secrets';
import { AppError } from '../../platform/http/app-error';
import type { Storage } from '../../platform/storage/storage';
import { type StoredUpload, storeFile } from '../../platform/storage/store-upload';

export interface NotificationUpload {
  fields: Record<string, string>;
  attachment: StoredUpload | null;
}

/** A storage key no client chose: `notifications/{random}.{ext}`. */
const attachmentKey = (extension: string) =>
  `notifications/${randomSecret(18)}.${extension.replace(/[^a-z0-9]/gi, '') || 'bin'}`;

/**
 * Reads a notification's multipart body: text parts are collected, the part `attachment` is
 * streamed into storage through the documents' content check (documents.upload.ts), so the same
 * files are accepted and nothing unchecked is stored. A refused file is 32 (attachment failed,
 * spec part 1 §8). Whatever fails after the file is stored removes it again.
 */
export async function readNotificationUpload(
  request: FastifyRequest,
  storage: Storage,
  opts: { maxBytes: number; maxMegapixels: number },
): Promise<NotificationUpload> {
  const fields: Record<string, string> = {};
  let attachment: StoredUpload | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: opts.maxBytes, fields: 20, parts: 30 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'attachment' || attachment) {
          part.file.on('error', () => {});
          part.file.resume();
          continue;
        }
        try {
          attachment = await storeFile(storage, part.file, part.filename ?? '', opts.maxMegapixels, attachmentKey);
        } catch (error) {
          if (error instanceof AppError && error.code === ErrorCode.unsupportedFileType) {
            throw new AppError(422, ErrorCode.attachmentFailed, 'The attachment could not be stored.', {
              attachment: ['unsupported-type'],
            });
          }
          throw error;
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (attachment) await storage.delete(attachment.key).catch(() => {});
    throw error;
  }
  return { fields, attachment };
}
