import {
  ErrorCode,
  IMAGE_EXTENSIONS,
  IMAGE_MIME_TYPES,
  PRODUCT_PHOTOS,
  type ProductPhotoName,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { randomSecret } from '../../platform/auth/secrets';
import { AppError } from '../../platform/http/app-error';
import { reencodePhoto } from '../../platform/images/reencode-photo';
import type { Storage } from '../../platform/storage/storage';

export interface ProductUpload {
  fields: Record<string, string>;
  photos: Partial<Record<ProductPhotoName, { fileName: string; bytes: Buffer }>>;
}

const isPhotoName = (name: string): name is ProductPhotoName => (PRODUCT_PHOTOS as readonly string[]).includes(name);

/**
 * Reads a product's multipart body: text parts by name, and the file parts `product_photo` and
 * `product_context_photo` (each at most the app's 20 MB file limit: 413 over it). Other file
 * parts are drained and ignored. An empty file part (a form with no file chosen) counts as none.
 */
export async function readProductUpload(request: FastifyRequest): Promise<ProductUpload> {
  const upload: ProductUpload = { fields: {}, photos: {} };
  for await (const part of request.parts({ limits: { fields: 30, parts: 40 } })) {
    if (part.type === 'file') {
      if (!isPhotoName(part.fieldname) || upload.photos[part.fieldname]) {
        part.file.on('error', () => {});
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      if (bytes.length) upload.photos[part.fieldname] = { fileName: part.filename ?? '', bytes };
    } else if (typeof part.value === 'string') {
      upload.fields[part.fieldname] = part.value;
    }
  }
  return upload;
}

const unsupported = (photo: ProductPhotoName) =>
  new AppError(422, ErrorCode.unsupportedFileType, 'Unsupported file type.', { [photo]: ['unsupported-file-type'] });

/**
 * The photo as it is stored: the name must end in jpg, jpeg, png or gif AND the bytes must be one
 * of them (decided by content, never by the name or the browser), then re-encoded as the user
 * photo is (platform/images/reencode-photo.ts: pixel limit before decoding, orientation applied, metadata
 * dropped). Every refusal is 24 under the photo's field.
 */
export async function preparePhoto(photo: ProductPhotoName, fileName: string, bytes: Buffer): Promise<Buffer> {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(ext)) throw unsupported(photo);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(IMAGE_MIME_TYPES as readonly string[]).includes(detected.mime)) throw unsupported(photo);
  try {
    return await reencodePhoto(bytes);
  } catch (error) {
    if (error instanceof AppError) {
      throw new AppError(422, ErrorCode.unsupportedFileType, error.message, {
        [photo]: Object.values(error.fields ?? {}).flat(),
      });
    }
    throw error;
  }
}

/** Re-encodes every uploaded photo before anything is stored, so a bad second photo stores nothing. */
export async function prepareAll(photos: ProductUpload['photos']) {
  const prepared: Partial<Record<ProductPhotoName, Buffer>> = {};
  for (const name of PRODUCT_PHOTOS) {
    const file = photos[name];
    if (file) prepared[name] = await preparePhoto(name, file.fileName, file.bytes);
  }
  return prepared;
}

/**
 * Stores prepared photos under keys no client chose, before their row is written (ARCHITECTURE.md
 * "Data"); returns the keys by photo.
 */
export async function storePhotos(storage: Storage, prepared: Partial<Record<ProductPhotoName, Buffer>>) {
  const keys: Partial<Record<ProductPhotoName, string>> = {};
  for (const name of PRODUCT_PHOTOS) {
    const bytes = prepared[name];
    if (!bytes) continue;
    const key = `product-photos/${randomSecret(18)}.jpg`;
    await storage.put(key, bytes, 'image/jpeg');
    keys[name] = key;
  }
  return keys;
}
