import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { apartments, condominiums } from './condominiums';
import { projects } from './projects';
import { users } from './users';

/**
 * Notifications (spec part 2 §3). The attachment is a file in the Storage (`attachment_key`), kept
 * with the name it was uploaded under and the type its content proved, as document files are.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 255 }).notNull(),
    body: text('body').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    attachmentKey: text('attachment_key'),
    attachmentName: varchar('attachment_name', { length: 255 }),
    attachmentMime: varchar('attachment_mime', { length: 255 }),
    attachmentSize: integer('attachment_size'),
    creatorUserId: integer('creator_user_id').references(() => users.id, { onDelete: 'set null' }),
    editorUserId: integer('editor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The lists are "published, newest first" and "all, newest first".
  (t) => [
    index('notifications_published_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.isPublished}`),
    index('notifications_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** A notification tied to a project (`projects/{id}/notifications/{nid}`). */
export const projectNotifications = pgTable(
  'project_notifications',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.notificationId] }),
    index('project_notifications_notification_idx').on(t.notificationId),
  ],
);

/** A notification tied to a condominium (DECISIONS.md "Notifications"). */
export const condominiumNotifications = pgTable(
  'condominium_notifications',
  {
    condominiumId: integer('condominium_id')
      .notNull()
      .references(() => condominiums.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.condominiumId, t.notificationId] }),
    index('condominium_notifications_notification_idx').on(t.notificationId),
  ],
);

/** A notification tied to an apartment (DECISIONS.md "Notifications"). */
export const apartmentNotifications = pgTable(
  'apartment_notifications',
  {
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => apartments.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.apartmentId, t.notificationId] }),
    index('apartment_notifications_notification_idx').on(t.notificationId),
  ],
);

/** The mobile app's menu links (spec part 2 "Mobile links"). */
export const mobileLinks = pgTable(
  'mobile_links',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 255 }).notNull(),
    link: varchar('link', { length: 2000 }).notNull(),
    order: integer('order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mobile_links_order_idx').on(t.order, t.id)],
);
