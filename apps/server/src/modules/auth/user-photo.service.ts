import { ErrorCode, IMAGE_EXTENSIONS, IMAGE_MIME_TYPES } from '@portal/contracts';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import { can } from '../../platform/auth/guard';
import { randomSecret } from '../../platform/auth/secrets';
import { AppError, forbidden, notFound } from '../../platform/http/app-error';
import * as repo from './auth.repo';

const unsupported = () =>
  new AppError(422, ErrorCode.unsupportedFileType, 'Unsupported file type.', { user_photo: ['unsupported-file-type'] });

/**
 * The user themself, a user administrator (users.manage), or a company-user administrator of a
 * company the user belongs to may change a photo.
 */
export async function assertMayChangePhoto(ctx: AppContext, actor: AuthUser, userId: number): Promise<void> {
  if (actor.id === userId || can(actor, 'users.manage')) return;
  if (can(actor, 'company-users.manage')) {
    const theirs = await repo.findUserCompanyIds(ctx.db, userId);
    const mine = actor.companies.filter((c) => c.roles.includes('manager')).map((c) => c.id);
    if (theirs.some((id) => mine.includes(id))) return;
  }
  throw forbidden();
}

/**
 * The name must end in jpg, jpeg, png or gif (spec part 1 section 5) AND the bytes must be one of
 * those formats: the stored type comes from the content, never from the name or the browser.
 */
export async function detectPhotoType(fileName: string, bytes: Buffer): Promise<{ mime: string; ext: string }> {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(ext)) throw unsupported();
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(IMAGE_MIME_TYPES as readonly string[]).includes(detected.mime)) throw unsupported();
  return { mime: detected.mime, ext: detected.ext };
}

export async function savePhoto(ctx: AppContext, userId: number, fileName: string, bytes: Buffer): Promise<void> {
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) throw notFound();
  const { mime, ext } = await detectPhotoType(fileName, bytes);
  const key = `user-photos/${userId}/${randomSecret(12)}.${ext}`;
  // Storage first, then the row; the old file goes only after the row points at the new one.
  await ctx.storage.put(key, bytes, mime);
  await repo.setUserPhoto(ctx.db, userId, key, mime);
  ctx.sessions.forgetUser(userId);
  if (user.photoKey) await ctx.storage.delete(user.photoKey);
}

export async function removePhoto(ctx: AppContext, userId: number): Promise<void> {
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) throw notFound();
  await repo.setUserPhoto(ctx.db, userId, null, null);
  ctx.sessions.forgetUser(userId);
  if (user.photoKey) await ctx.storage.delete(user.photoKey);
}

export async function openPhoto(ctx: AppContext, userId: number) {
  const user = await repo.findUserById(ctx.db, userId);
  if (!user?.photoKey || !user.photoMime) throw notFound('No photo.');
  return { stream: await ctx.storage.get(user.photoKey), mime: user.photoMime };
}
