import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { selectRows } from '../../platform/db/rows';
import {
  apartmentNotifications,
  apartments,
  apiTokens,
  condominiumNotifications,
  condominiums,
  notifications,
  projectNotifications,
  projects,
  users,
} from '../../platform/db/schema';
import { type ProjectViewer, visibleProjectCondition } from '../projects/projects.repo';

/** A notification row with its creator's and editor's names. */
export interface NotificationRow {
  id: number;
  title: string;
  body: string;
  is_published: boolean;
  attachment_key: string | null;
  attachment_name: string | null;
  attachment_mime: string | null;
  attachment_size: number | null;
  creator_user_id: number | null;
  editor_user_id: number | null;
  creator: string | null;
  editor: string | null;
  created_at: string | Date;
  updated_at: string | Date;
}

/**
 * Who sees which notifications (DECISIONS.md "Notifications"): admins every one; anyone else the
 * published ones that are global (tied to nothing) or tied to something they see: a project by the
 * projects' visibility join, a condominium or apartment by membership (staff see them all).
 */
export interface NotificationViewer {
  administers: boolean;
  project: Pick<ProjectViewer, 'seesEveryProject' | 'seesDeleted' | 'companyIds'>;
  staff: boolean;
  /** Condominiums the user is a member of or lives in. */
  condominiumIds: number[];
  /** Condominiums the user administers (they see its apartments' notifications). */
  adminCondominiumIds: number[];
  apartmentIds: number[];
}

const ids = (list: number[]) =>
  list.length
    ? sql.join(
        list.map((id) => sql`${id}`),
        sql`, `,
      )
    : sql`null`;

/** Tied to nothing: the global notifications of /view-notifications. */
const isGlobal = sql`(not exists (select 1 from ${projectNotifications} pn where pn.notification_id = n.id)
  and not exists (select 1 from ${condominiumNotifications} cn where cn.notification_id = n.id)
  and not exists (select 1 from ${apartmentNotifications} an where an.notification_id = n.id))`;

function visibleCondition(viewer: NotificationViewer): SQL {
  if (viewer.administers) return sql`true`;
  const staff = viewer.staff ? sql`true` : sql`false`;
  return sql`n.is_published and (${isGlobal}
    or exists (select 1 from ${projectNotifications} pn join ${projects} on ${projects.id} = pn.project_id
      where pn.notification_id = n.id and ${visibleProjectCondition(viewer.project)})
    or exists (select 1 from ${condominiumNotifications} cn
      where cn.notification_id = n.id and (${staff} or cn.condominium_id in (${ids(viewer.condominiumIds)})))
    or exists (select 1 from ${apartmentNotifications} an join ${apartments} a on a.id = an.apartment_id
      where an.notification_id = n.id and (${staff} or an.apartment_id in (${ids(viewer.apartmentIds)})
        or a.condominium_id in (${ids(viewer.adminCondominiumIds)}))))`;
}

function selectNotifications(where: SQL, tail: SQL = sql``) {
  return sql`select n.id, n.title, n.body, n.is_published, n.attachment_key, n.attachment_name,
      n.attachment_mime, n.attachment_size, n.creator_user_id, n.editor_user_id,
      cu.name as creator, eu.name as editor, n.created_at, n.updated_at
    from ${notifications} n
    left join ${users} cu on cu.id = n.creator_user_id
    left join ${users} eu on eu.id = n.editor_user_id
    where ${where}
    order by n.created_at desc, n.id desc ${tail}`;
}

/** The admin table: every notification, newest first, one page. */
export async function findAllNotifications(
  db: DbOrTx,
  window: { limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    selectRows<NotificationRow>(db, selectNotifications(sql`true`, sql`limit ${window.limit} offset ${window.offset}`)),
    selectRows<{ total: number }>(db, sql`select count(*)::int as total from ${notifications}`),
  ]);
  return { rows, total };
}

/** Published global notifications, newest first, one page (/view-notifications). */
export async function findGlobalNotifications(
  db: DbOrTx,
  window: { limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = sql`n.is_published and ${isGlobal}`;
  const [rows, [{ total }]] = await Promise.all([
    selectRows<NotificationRow>(db, selectNotifications(where, sql`limit ${window.limit} offset ${window.offset}`)),
    selectRows<{ total: number }>(db, sql`select count(*)::int as total from ${notifications} n where ${where}`),
  ]);
  return { rows, total };
}

/** The newest published notifications the viewer sees (the projects-list panel). */
export async function findLatestNotifications(
  db: DbOrTx,
  viewer: NotificationViewer,
  limit: number,
): Promise<NotificationRow[]> {
  const where = sql`n.is_published and ${visibleCondition({ ...viewer, administers: false })}`;
  return selectRows<NotificationRow>(db, selectNotifications(where, sql`limit ${limit}`));
}

/** The notifications among `ids` that the viewer sees. */
export async function findVisibleNotifications(
  db: DbOrTx,
  viewer: NotificationViewer,
  idList: readonly number[],
  lock = false,
): Promise<NotificationRow[]> {
  const where = sql`n.id in (${ids([...idList])}) and ${visibleCondition(viewer)}`;
  if (!lock) return selectRows<NotificationRow>(db, selectNotifications(where));
  return selectRows<NotificationRow>(db, selectNotifications(where, sql`for update of n`));
}

export type NotificationTarget = 'project' | 'condominium' | 'apartment';

const TARGETS = {
  project: { table: projectNotifications, column: projectNotifications.projectId },
  condominium: { table: condominiumNotifications, column: condominiumNotifications.condominiumId },
  apartment: { table: apartmentNotifications, column: apartmentNotifications.apartmentId },
} as const;

/** The notifications tied to one project, condominium or apartment; published ones only unless `all`. */
export async function findTargetNotifications(
  db: DbOrTx,
  target: NotificationTarget,
  targetId: number,
  all: boolean,
): Promise<NotificationRow[]> {
  const { table, column } = TARGETS[target];
  const where = sql`exists (select 1 from ${table} where ${table.notificationId} = n.id and ${column} = ${targetId})${
    all ? sql`` : sql` and n.is_published`
  }`;
  return selectRows<NotificationRow>(db, selectNotifications(where));
}

export async function linkNotification(
  db: DbOrTx,
  target: NotificationTarget,
  targetId: number,
  notificationId: number,
): Promise<void> {
  if (target === 'project') {
    await db.insert(projectNotifications).values({ projectId: targetId, notificationId }).onConflictDoNothing();
  } else if (target === 'condominium') {
    await db.insert(condominiumNotifications).values({ condominiumId: targetId, notificationId }).onConflictDoNothing();
  } else {
    await db.insert(apartmentNotifications).values({ apartmentId: targetId, notificationId }).onConflictDoNothing();
  }
}

export async function unlinkNotification(
  db: DbOrTx,
  target: NotificationTarget,
  targetId: number,
  notificationId: number,
): Promise<void> {
  const { table, column } = TARGETS[target];
  await db.delete(table).where(and(eq(column, targetId), eq(table.notificationId, notificationId)));
}

/** The projects a notification is tied to (its real-time audience when it is not global). */
export async function findLinkedProjectIds(db: DbOrTx, notificationId: number): Promise<number[]> {
  const rows = await db
    .select({ id: projectNotifications.projectId })
    .from(projectNotifications)
    .where(eq(projectNotifications.notificationId, notificationId));
  return rows.map((r) => r.id);
}

export async function isLinkedAnywhere(db: DbOrTx, notificationId: number): Promise<boolean> {
  const [row] = await selectRows<{ linked: boolean }>(
    db,
    sql`select not ${isGlobal} as linked from ${notifications} n where n.id = ${notificationId}`,
  );
  return row?.linked ?? false;
}

export async function findCondominium(db: DbOrTx, id: number): Promise<{ id: number } | undefined> {
  const [row] = await db.select({ id: condominiums.id }).from(condominiums).where(eq(condominiums.id, id));
  return row;
}

export async function findApartment(
  db: DbOrTx,
  id: number,
): Promise<{ id: number; condominiumId: number } | undefined> {
  const [row] = await db
    .select({ id: apartments.id, condominiumId: apartments.condominiumId })
    .from(apartments)
    .where(eq(apartments.id, id));
  return row;
}

export interface NotificationValues {
  title: string;
  body: string;
  isPublished: boolean;
  attachmentKey: string | null;
  attachmentName: string | null;
  attachmentMime: string | null;
  attachmentSize: number | null;
}

export async function insertNotification(
  db: DbOrTx,
  values: NotificationValues & { creatorUserId: number },
): Promise<number> {
  const [row] = await db.insert(notifications).values(values).returning({ id: notifications.id });
  return row.id;
}

export async function updateNotification(
  db: DbOrTx,
  id: number,
  values: NotificationValues & { editorUserId: number },
): Promise<void> {
  await db
    .update(notifications)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(notifications.id, id));
}

export async function deleteNotification(db: DbOrTx, id: number): Promise<void> {
  await db.delete(notifications).where(eq(notifications.id, id));
}

/** Users signed in now (a live token): who hears of a newly published global notification. */
export async function findSignedInUserIds(db: DbOrTx): Promise<number[]> {
  const rows = await selectRows<{ user_id: number }>(
    db,
    sql`select distinct t.user_id from ${apiTokens} t join ${users} u on u.id = t.user_id
      where t.revoked_at is null and t.expires_at > now() and u.enabled`,
  );
  return rows.map((r) => r.user_id);
}
