import type { AuthUser } from '../../auth/auth-user';
import { definePolicy } from '../policy';
import { hasPermission, isOwnerManager } from '../user-facts';

/*
 * Notifications (spec part 2 "Notifications", part 1 §6; DECISIONS.md "Gates"): the admin screen is
 * owner-managers', each call also checks its named permission (Super passes both). Every signed-in
 * user reads published notifications; which ones (global, or tied to what they see) is SQL.
 */

/** The admin table and unpublished notifications: owner-managers with notification.access. */
export const administersNotifications = (user: AuthUser) =>
  isOwnerManager(user) && hasPermission(user, 'notification.access');
const edits = (user: AuthUser) => isOwnerManager(user) && hasPermission(user, 'notification.edit');

export interface NotificationsSubject {
  kind: 'notifications';
}

export const notificationsPolicy = definePolicy<NotificationsSubject>()({
  /** GET notifications: every notification, published or not. */
  administer: administersNotifications,
  create: (user) => isOwnerManager(user) && hasPermission(user, 'notification.create'),
});

export const NOTIFICATIONS: NotificationsSubject = { kind: 'notifications' };

export interface NotificationSubject {
  kind: 'notification';
  id: number;
  isPublished: boolean;
}

export const notificationPolicy = definePolicy<NotificationSubject>()({
  /** Published ones for every signed-in user (where SQL finds them visible); unpublished ones for admins. */
  read: (user, notification) => notification.isPublished || administersNotifications(user),
  update: edits,
  delete: (user) => isOwnerManager(user) && hasPermission(user, 'notification.delete'),
  /** Tying it to a project, condominium or apartment, and untying it: an edit of the notification. */
  link: edits,
});
