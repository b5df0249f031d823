import { z } from 'zod';
import { dataEnvelope, listEnvelope, paginationQuery } from './envelope';
import { id, int, text } from './primitives';
import { booleanFlag } from './users';

/** Longest title and body a notification keeps (spec part 2 §3 gives no limit; these are generous). */
export const NOTIFICATION_TITLE_MAX_LENGTH = 255;
export const NOTIFICATION_BODY_MAX_LENGTH = 10_000;
/** Excerpts (spec part 2 §9): the projects-list panel and the admin table. */
export const NOTIFICATION_PANEL_EXCERPT = 172;
export const NOTIFICATION_TABLE_EXCERPT = 50;
/** How many `notifications/latest` answers unless asked otherwise. */
export const LATEST_NOTIFICATIONS_DEFAULT = 5;

/**
 * A notification (spec part 2 §3). `is_published` is 1 or 0 as the spec's client sends it
 * (DECISIONS.md "Input"). `attachment` is null without a file: `name` the name it was uploaded
 * with, `filename` the same with the extension the content proved.
 */
export const notification = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  is_published: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
  updated_at: z.string(),
  /** The creator's and last editor's names; null once that user is removed (or never edited). */
  creator: z.string().nullable(),
  editor: z.string().nullable(),
  creator_user_id: z.number().int().nullable(),
  editor_user_id: z.number().int().nullable(),
  attachment: z.object({ name: z.string(), filename: z.string(), size: z.number().int() }).nullable(),
  can: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type Notification = z.infer<typeof notification>;

const title = text(NOTIFICATION_TITLE_MAX_LENGTH).trim();
const body = text(NOTIFICATION_BODY_MAX_LENGTH).trim();

/**
 * POST notifications (multipart): title and body required (the server answers 31 with the field
 * messages when either is blank), is_published 1 or 0 (default 0), optional `attachment` file.
 */
export const createNotificationFields = z.object({
  title,
  body,
  is_published: booleanFlag.optional(),
});
export type CreateNotificationFields = z.output<typeof createNotificationFields>;

/**
 * PUT notifications/{id} (multipart, sent as POST `?_method=PUT`): the spec's fields. The file part
 * `attachment` replaces the attachment only when `attachmentChanged` is set; `attachmentRemoved`
 * drops it. `is_edited` is accepted and ignored (the editor is always recorded).
 */
export const updateNotificationFields = z.object({
  title,
  body,
  is_published: booleanFlag.optional(),
  is_edited: booleanFlag.optional(),
  attachmentChanged: booleanFlag.optional(),
  attachmentRemoved: booleanFlag.optional(),
});
export type UpdateNotificationFields = z.output<typeof updateNotificationFields>;

export const latestNotificationsQuery = z.object({ limit: int(1, 50).default(LATEST_NOTIFICATIONS_DEFAULT) });
export const notificationListQuery = paginationQuery;

export const projectNotificationParams = z.object({ id: id(), notificationId: id() });

export const notificationResponse = dataEnvelope(notification);
export const notificationListResponse = listEnvelope(notification);
export const notificationArrayResponse = dataEnvelope(z.array(notification));
