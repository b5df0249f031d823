import type { Notification } from '@portal/contracts';
import { can } from '../../platform/access/gate';
import type { AuthUser } from '../../platform/auth/auth-user';
import { notificationSubject } from './notifications.access';
import type { NotificationRow } from './notifications.repo';

const iso = (value: string | Date) => new Date(value).toISOString();

export function presentNotification(user: AuthUser, row: NotificationRow): Notification {
  const abilities = can(user, notificationSubject(row));
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    is_published: row.is_published ? 1 : 0,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    creator: row.creator,
    editor: row.editor,
    creator_user_id: row.creator_user_id,
    editor_user_id: row.editor_user_id,
    attachment:
      row.attachment_key && row.attachment_name
        ? { name: row.attachment_name, filename: row.attachment_name, size: row.attachment_size ?? 0 }
        : null,
    can: { update: abilities.update, delete: abilities.delete },
  };
}
