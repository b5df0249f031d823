import { IMAGE_EXTENSIONS, IMAGE_MIME_TYPES } from '@portal/contracts';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../app-context';
import { allows, authorize } from '../../platform/access/gate';
import type { UserPhotoSubject } from '../../platform/access/policies/user-photos.policy';
import type { AuthUser } from '../../platform/auth/auth-user';
import { randomSecret } from '../../platform/auth/secrets';
import { notFound } from '../../platform/http/app-error';
import { reencodePhoto, unsupportedPhoto } from '../../platform/images/reencode-photo';
import * as repo from './auth.repo';

const STORED_MIME = 'image/jpeg';

/** The facts the photo policy reads about `userId`'s photo, seen by `viewer`. */
async function photoSubject(ctx: AppContext, viewer: AuthUser, userId: number): Promise<UserPhotoSubject> {
  const companyIds = await repo.findUserCompanyIds(ctx.db, userId);
  const alone: UserPhotoSubject = { kind: 'userPhoto', userId, companyIds, sharesCompanyOrProject: false };
  // The membership query is needed only when the policy does not already let the viewer read it
  // (the owner, an administrator).
  if (allows(viewer, 'read', alone)) return alone;
  const shared = await repo.findSharedMembership(ctx.db, viewer.id, userId);
  return { ...alone, sharesCompanyOrProject: Boolean(shared?.sharesCompany || shared?.sharesProject) };
}

/**
 * The name must end in jpg, jpeg, png or gif (spec part 1 section 5) AND the bytes must be one of
 * those formats: what is decoded is decided by the content, never by the name or the browser.
 */
export async function assertPhotoType(fileName: string, bytes: Buffer): Promise<void> {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(ext)) throw unsupportedPhoto();
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(IMAGE_MIME_TYPES as readonly string[]).includes(detected.mime)) throw unsupportedPhoto();
}

/**
 * Sets a user's photo. The caller is authorized before `readUpload` reads the multipart body, so a
 * refused caller does not get to send 20 MB first.
 */
export async function savePhoto(
  ctx: AppContext,
  actor: AuthUser,
  userId: number,
  readUpload: () => Promise<{ fileName: string; bytes: Buffer }>,
): Promise<void> {
  authorize(actor, 'update', await photoSubject(ctx, actor, userId));
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) throw notFound();
  const { fileName, bytes } = await readUpload();
  await assertPhotoType(fileName, bytes);
  const photo = await reencodePhoto(bytes);
  const key = `user-photos/${userId}/${randomSecret(12)}.jpg`;
  // Storage first, then the row; the old file goes only after the row points at the new one.
  await ctx.storage.put(key, photo, STORED_MIME);
  await repo.setUserPhoto(ctx.db, userId, key, STORED_MIME);
  ctx.sessions.forgetUser(userId);
  if (user.photoKey) await ctx.storage.delete(user.photoKey);
}

export async function removePhoto(ctx: AppContext, actor: AuthUser, userId: number): Promise<void> {
  authorize(actor, 'delete', await photoSubject(ctx, actor, userId));
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) throw notFound();
  await repo.setUserPhoto(ctx.db, userId, null, null);
  ctx.sessions.forgetUser(userId);
  if (user.photoKey) await ctx.storage.delete(user.photoKey);
}

/** The photo's bytes; 404 when there is none or the caller may not see it (the same answer). */
export async function openPhoto(ctx: AppContext, viewer: AuthUser, userId: number) {
  authorize(viewer, 'read', await photoSubject(ctx, viewer, userId));
  const user = await repo.findUserById(ctx.db, userId);
  if (!user?.photoKey || !user.photoMime) throw notFound('No photo.');
  return { stream: await ctx.storage.get(user.photoKey), mime: user.photoMime };
}
