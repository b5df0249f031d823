import type { AccessSource } from '../../platform/access/access';
import type { ApartmentSubject, CondominiumSubject } from '../../platform/access/policies/condominiums.policy';
import {
  administersNotifications,
  type NotificationSubject,
} from '../../platform/access/policies/notifications.policy';
import { isCondominiumAdmin, isStaff } from '../../platform/access/user-facts';
import { projectViewer } from '../../platform/access/viewers';
import type { AuthUser } from '../../platform/auth/auth-user';
import { notFound } from '../../platform/http/app-error';
import {
  findApartment,
  findCondominium,
  findVisibleNotifications,
  type NotificationRow,
  type NotificationViewer,
} from './notifications.repo';

export function notificationViewer(user: AuthUser): NotificationViewer {
  return {
    administers: administersNotifications(user),
    project: projectViewer(user),
    staff: isStaff(user),
    condominiumIds: [...user.condominiums.map((c) => c.id), ...user.apartments.map((a) => a.condominiumId)],
    adminCondominiumIds: user.condominiums.filter((c) => isCondominiumAdmin(user, c.id)).map((c) => c.id),
    apartmentIds: user.apartments.map((a) => a.id),
  };
}

export const notificationSubject = (row: Pick<NotificationRow, 'id' | 'is_published'>): NotificationSubject => ({
  kind: 'notification',
  id: row.id,
  isPublished: row.is_published,
});

/** Notifications the user sees (notifications.repo's rule); anything else is 404. */
export const notificationAccess: AccessSource<NotificationSubject, NotificationRow> = {
  notFound: () => notFound('Notification not found.'),
  async find(db, user, ids, { lock }) {
    const rows = await findVisibleNotifications(db, notificationViewer(user), ids, lock);
    return rows.map((row) => ({ id: row.id, subject: notificationSubject(row), removed: false, row }));
  },
};

/** Condominiums by id; who sees one is the condominium policy's `read` (membership, or staff). */
export const condominiumAccess: AccessSource<CondominiumSubject, { id: number }> = {
  notFound: () => notFound('Condominium not found.'),
  async find(db, _user, ids) {
    const found = await Promise.all(ids.map((id) => findCondominium(db, id)));
    return found
      .filter((row) => row !== undefined)
      .map((row) => ({ id: row.id, subject: { kind: 'condominium', id: row.id }, removed: false, row }));
  },
};

export const apartmentAccess: AccessSource<ApartmentSubject, { id: number; condominiumId: number }> = {
  notFound: () => notFound('Apartment not found.'),
  async find(db, _user, ids) {
    const found = await Promise.all(ids.map((id) => findApartment(db, id)));
    return found
      .filter((row) => row !== undefined)
      .map((row) => ({
        id: row.id,
        subject: { kind: 'apartment', id: row.id, condominiumId: row.condominiumId },
        removed: false,
        row,
      }));
  },
};
