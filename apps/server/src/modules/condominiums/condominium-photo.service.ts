import { ErrorCode, IMAGE_EXTENSIONS, IMAGE_MIME_TYPES } from '@portal/contracts';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import type { AuthUser } from '../../platform/auth/auth-user';
import { randomSecret } from '../../platform/auth/secrets';
import { AppError, notFound } from '../../platform/http/app-error';
import { reencodePhoto } from '../../platform/images/reencode-photo';
import { condominiumAccess } from './condominiums.access';
import * as repo from './condominiums.repo';

const STORED_MIME = 'image/jpeg';
export const PHOTO_FIELD = 'condominium_photo';

const unsupported = (reason = 'unsupported-file-type') =>
  new AppError(422, ErrorCode.unsupportedFileType, 'Unsupported file type.', { [PHOTO_FIELD]: [reason] });

/**
 * The user photos' pipeline (platform/images/reencode-photo.ts): the name must end in jpg, jpeg, png or gif and
 * the bytes must be one of those formats, then the image is re-encoded (metadata stripped). Its
 * errors name the user photo field; here they name this one.
 */
async function checkedPhoto(fileName: string, bytes: Buffer): Promise<Buffer> {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(ext)) throw unsupported();
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(IMAGE_MIME_TYPES as readonly string[]).includes(detected.mime)) throw unsupported();
  try {
    return await reencodePhoto(bytes);
  } catch (error) {
    if (error instanceof AppError && error.status === 422) {
      throw unsupported(Object.values(error.fields ?? {})[0]?.[0]);
    }
    throw error;
  }
}

/** Sets the photo. The caller is authorized before `readUpload` reads the body (no 20 MB for a refusal). */
export async function savePhoto(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  readUpload: () => Promise<{ fileName: string; bytes: Buffer }>,
): Promise<void> {
  await requireAccess(ctx.db, user, 'update', condominiumAccess, id);
  const { fileName, bytes } = await readUpload();
  const photo = await checkedPhoto(fileName, bytes);
  const key = `condominium-photos/${id}/${randomSecret(12)}.jpg`;
  // Storage first, then the row; the old file goes only after the row points at the new one.
  await ctx.storage.put(key, photo, STORED_MIME);
  const old = await ctx.db.transaction(async (tx) => {
    const { row } = await requireAccess(tx, user, 'update', condominiumAccess, id, { lock: true });
    await repo.setCondominiumPhoto(tx, id, key);
    return row.photoKey;
  });
  if (old) await ctx.storage.delete(old);
}

export async function removePhoto(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  const old = await ctx.db.transaction(async (tx) => {
    const { row } = await requireAccess(tx, user, 'update', condominiumAccess, id, { lock: true });
    await repo.setCondominiumPhoto(tx, id, null);
    return row.photoKey;
  });
  if (old) await ctx.storage.delete(old);
}

/** The photo's bytes; 404 when there is none. */
export async function openPhoto(ctx: AppContext, user: AuthUser, id: number) {
  const { row } = await requireAccess(ctx.db, user, 'read', condominiumAccess, id);
  if (!row.photoKey) throw notFound('No photo.');
  return { stream: await ctx.storage.get(row.photoKey), mime: STORED_MIME };
}
