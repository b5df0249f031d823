import {
  type CreateNotificationFields,
  createNotificationFields,
  ErrorCode,
  flagValue,
  type Notification,
  type PaginationQuery,
  type UpdateNotificationFields,
  updateNotificationFields,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import { allows, authorize } from '../../platform/access/gate';
import { NOTIFICATIONS } from '../../platform/access/policies/notifications.policy';
import type { AuthUser } from '../../platform/auth/auth-user';
import { AppError } from '../../platform/http/app-error';
import { issuesToFields } from '../../platform/http/issue-fields';
import { pageWindow } from '../../platform/http/pagination';
import { projectAccess } from '../projects/projects.access';
import { apartmentAccess, condominiumAccess, notificationAccess, notificationViewer } from './notifications.access';
import { announceLinked, announcePublished } from './notifications.announce';
import { presentNotification } from './notifications.presenter';
import * as repo from './notifications.repo';
import type { NotificationUpload } from './notifications.upload';

/**
 * The fields of a create (31) or an edit (33): title and body are required ("required" under each,
 * spec part 2 §5), anything else malformed is the same code with its field messages.
 */
function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>, code: number): z.output<S> {
  const missing: Record<string, string[]> = {};
  if (!fields.title?.trim()) missing.title = ['required'];
  if (!fields.body?.trim()) missing.body = ['required'];
  if (Object.keys(missing).length) throw new AppError(422, code, 'Fill in the title and the body.', missing);
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new AppError(422, code, 'Check inputs.', issuesToFields(parsed.error));
  return parsed.data;
}

async function present(ctx: AppContext, user: AuthUser, id: number): Promise<Notification> {
  const [row] = await repo.findVisibleNotifications(ctx.db, notificationViewer(user), [id]);
  return presentNotification(user, row);
}

export async function listAll(ctx: AppContext, user: AuthUser, query: PaginationQuery) {
  authorize(user, 'administer', NOTIFICATIONS);
  const { rows, total } = await repo.findAllNotifications(ctx.db, pageWindow(query));
  return { rows: rows.map((row) => presentNotification(user, row)), total };
}

/** Every signed-in user (spec part 1 §6): the published global notifications. */
export async function listGlobal(ctx: AppContext, user: AuthUser, query: PaginationQuery) {
  const { rows, total } = await repo.findGlobalNotifications(ctx.db, pageWindow(query));
  return { rows: rows.map((row) => presentNotification(user, row)), total };
}

export async function listLatest(ctx: AppContext, user: AuthUser, limit: number): Promise<Notification[]> {
  const rows = await repo.findLatestNotifications(ctx.db, notificationViewer(user), limit);
  return rows.map((row) => presentNotification(user, row));
}

export async function createNotification(
  ctx: AppContext,
  user: AuthUser,
  readUpload: () => Promise<NotificationUpload>,
): Promise<Notification> {
  authorize(user, 'create', NOTIFICATIONS);
  const { fields, attachment } = await readUpload();
  let id: number;
  let input: CreateNotificationFields;
  try {
    input = parseFields(createNotificationFields, fields, ErrorCode.notificationStoreFailed);
    id = await repo.insertNotification(ctx.db, {
      title: input.title,
      body: input.body,
      isPublished: input.is_published !== undefined && flagValue(input.is_published),
      attachmentKey: attachment?.key ?? null,
      attachmentName: attachment ? `${attachment.name}.${attachment.extension}`.slice(0, 255) : null,
      attachmentMime: attachment?.type.mime ?? null,
      attachmentSize: attachment?.put.size ?? null,
      creatorUserId: user.id,
    });
  } catch (error) {
    if (attachment) await ctx.storage.delete(attachment.key).catch(() => {});
    throw error;
  }
  const created = await present(ctx, user, id);
  if (created.is_published) void announcePublished(ctx, id, created.title);
  return created;
}

export async function updateNotification(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  readUpload: () => Promise<NotificationUpload>,
): Promise<Notification> {
  await requireAccess(ctx.db, user, 'update', notificationAccess, id);
  const { fields, attachment } = await readUpload();
  let dropped: string | null = null;
  let usedUpload = false;
  let becamePublished = false;
  try {
    const input: UpdateNotificationFields = parseFields(
      updateNotificationFields,
      fields,
      ErrorCode.notificationUpdateFailed,
    );
    const changed = input.attachmentChanged !== undefined && flagValue(input.attachmentChanged);
    const removed = input.attachmentRemoved !== undefined && flagValue(input.attachmentRemoved);
    await ctx.db.transaction(async (tx) => {
      // Locked, so two edits at once leave one attachment and no file unreferenced.
      const { row } = await requireAccess(tx, user, 'update', notificationAccess, id, { lock: true });
      const next = changed && attachment ? attachment : null;
      const keep = !removed && !next;
      const isPublished = input.is_published === undefined ? row.is_published : flagValue(input.is_published);
      becamePublished = isPublished && !row.is_published;
      await repo.updateNotification(tx, id, {
        title: input.title,
        body: input.body,
        isPublished,
        attachmentKey: next ? next.key : keep ? row.attachment_key : null,
        attachmentName: next ? `${next.name}.${next.extension}`.slice(0, 255) : keep ? row.attachment_name : null,
        attachmentMime: next ? next.type.mime : keep ? row.attachment_mime : null,
        attachmentSize: next ? next.put.size : keep ? row.attachment_size : null,
        editorUserId: user.id,
      });
      if (!keep) dropped = row.attachment_key;
      usedUpload = next !== null;
    });
  } catch (error) {
    usedUpload = false;
    dropped = null;
    throw error;
  } finally {
    // A file sent without attachmentChanged, or with an edit that failed, is not kept.
    if (attachment && !usedUpload) await ctx.storage.delete(attachment.key).catch(() => {});
  }
  // The old file goes once the row no longer names it; a failed delete is left to the sweeper.
  if (dropped) await ctx.storage.delete(dropped).catch(() => {});
  const updated = await present(ctx, user, id);
  if (becamePublished) void announcePublished(ctx, id, updated.title);
  return updated;
}

export async function deleteNotification(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  const key = await ctx.db.transaction(async (tx) => {
    const { row } = await requireAccess(tx, user, 'delete', notificationAccess, id, { lock: true });
    await repo.deleteNotification(tx, id);
    return row.attachment_key;
  });
  if (key) await ctx.storage.delete(key).catch(() => {});
}

/** The attachment to send, or 410 when the notification has none (the spec's client ignores 410). */
export async function findAttachment(ctx: AppContext, user: AuthUser, id: number) {
  const { row } = await requireAccess(ctx.db, user, 'read', notificationAccess, id);
  if (!row.attachment_key || !row.attachment_name) {
    throw new AppError(410, ErrorCode.fileFetchFailed, 'The notification has no attachment.');
  }
  return {
    key: row.attachment_key,
    name: row.attachment_name,
    mime: row.attachment_mime ?? 'application/octet-stream',
    size: row.attachment_size,
  };
}

const TARGET_ACCESS = {
  project: projectAccess,
  condominium: condominiumAccess,
  apartment: apartmentAccess,
} as const;

/** 404 unless the user sees the project, condominium or apartment (by its own access rule). */
async function requireTarget(ctx: AppContext, user: AuthUser, target: repo.NotificationTarget, targetId: number) {
  if (target === 'project') await requireAccess(ctx.db, user, 'read', TARGET_ACCESS.project, targetId);
  else if (target === 'condominium') await requireAccess(ctx.db, user, 'read', TARGET_ACCESS.condominium, targetId);
  else await requireAccess(ctx.db, user, 'read', TARGET_ACCESS.apartment, targetId);
}

export async function listTargetNotifications(
  ctx: AppContext,
  user: AuthUser,
  target: repo.NotificationTarget,
  targetId: number,
): Promise<Notification[]> {
  await requireTarget(ctx, user, target, targetId);
  const all = allows(user, 'administer', NOTIFICATIONS);
  const rows = await repo.findTargetNotifications(ctx.db, target, targetId, all);
  return rows.map((row) => presentNotification(user, row));
}

export async function linkNotification(
  ctx: AppContext,
  user: AuthUser,
  target: repo.NotificationTarget,
  targetId: number,
  notificationId: number,
  linked: boolean,
): Promise<void> {
  await requireTarget(ctx, user, target, targetId);
  const { row } = await requireAccess(ctx.db, user, 'link', notificationAccess, notificationId);
  if (!linked) return repo.unlinkNotification(ctx.db, target, targetId, notificationId);
  await repo.linkNotification(ctx.db, target, targetId, notificationId);
  if (row.is_published) void announceLinked(ctx, { id: row.id, title: row.title }, target, targetId);
}
