import type { ContentPermission } from '@portal/contracts';
import { and, asc, count, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { contentPermissions, documents, folders, projectCompanies, roles, userRoles } from '../../platform/db/schema';
import { type FolderViewer, visibleFolderCondition } from '../projects/folder-visibility.repo';

export type FolderRecord = typeof folders.$inferSelect;
/** A folder with its shown Folder grants and how many child folders it has (visible or not). */
/**
 * A folder with its shown Folder grants, how many child folders it has (visible or not) and how
 * many documents (not removed) it holds.
 */
export type FolderRow = FolderRecord & { grants: ContentPermission[]; childCount: number; documentCount: number };

/*
 * Content permissions (the permissions module's table) point at folders and projects by type and
 * id. Visibility is read from them inside each folder query, and a folder's grants are written and
 * removed together with the folder, in the same transaction.
 */

/** Outside the owner side, only grants to the viewer's own companies' roles are shown. */
function shownGrants(shown: number[] | null): SQL {
  if (shown === null) return sql``;
  if (!shown.length) return sql` and false`;
  const ids = sql.join(
    shown.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql` and exists (select 1 from ${roles} r where r.id = cp.role_id and r.company_id in (${ids}))`;
}

// Written `${folders}.id`: drizzle leaves columns of a one-table select unqualified in the select
// list, where `id` would mean the subquery's own `cp.id`.
const grantsOfFolder = (shown: number[] | null) => sql<ContentPermission[]>`coalesce((
  select json_agg(json_build_object('id', cp.id, 'role_id', cp.role_id, 'content_type', cp.content_type, 'content_id', cp.content_id) order by cp.id)
  from ${contentPermissions} cp
  where cp.content_type = 'Folder' and cp.content_id = ${folders}.id${shownGrants(shown)}), '[]'::json)`;

/** Every child, visible or not: a folder with any sub folder cannot be deleted. Served by folders_parent_idx. */
const childCountOfFolder = sql<number>`(select count(*)::int from ${folders} child where child.parent_id = ${folders}.id)`;

/** Documents in the folder that are not removed: served by documents_project_folder_idx. */
const documentCountOfFolder = sql<number>`(select count(*)::int from ${documents} d where d.folder_id = ${folders}.id and d.deleted_at is null)`;

/** Documents of the project's main folder (outside every folder), seen by whoever sees the project. */
export async function countMainFolderDocuments(db: DbOrTx, projectId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(documents)
    .where(and(eq(documents.projectId, projectId), isNull(documents.folderId), isNull(documents.deletedAt)));
  return n;
}

/** The columns of a `FolderRow`; the caller adds its joins and conditions. */
export function selectFolderRows(db: DbOrTx, viewer: FolderViewer) {
  return db
    .select({
      id: folders.id,
      projectId: folders.projectId,
      name: folders.name,
      parentId: folders.parentId,
      defaultFolderId: folders.defaultFolderId,
      isDefault: folders.isDefault,
      createdByCompanyId: folders.createdByCompanyId,
      createdAt: folders.createdAt,
      grants: grantsOfFolder(viewer.shownCompanyIds),
      childCount: childCountOfFolder,
      documentCount: documentCountOfFolder,
    })
    .from(folders);
}

/** The folders of a project the viewer may see, by name: one statement. */
export async function findVisibleFolders(db: DbOrTx, viewer: FolderViewer, projectId: number): Promise<FolderRow[]> {
  return selectFolderRows(db, viewer)
    .where(and(eq(folders.projectId, projectId), visibleFolderCondition(viewer)))
    .orderBy(sql`lower(${folders.name})`, asc(folders.id));
}

export async function findVisibleFolder(db: DbOrTx, viewer: FolderViewer, id: number): Promise<FolderRow | undefined> {
  const [row] = await selectFolderRows(db, viewer)
    .where(and(eq(folders.id, id), visibleFolderCondition(viewer)))
    .limit(1);
  return row;
}

export async function countVisibleChildren(db: DbOrTx, viewer: FolderViewer, id: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(folders)
    .where(and(eq(folders.parentId, id), visibleFolderCondition(viewer)));
  return n;
}

export async function insertFolder(
  db: DbOrTx,
  values: { projectId: number; name: string; parentId: number | null; createdByCompanyId: number | null },
): Promise<FolderRecord> {
  const [row] = await db.insert(folders).values(values).returning();
  return row;
}

/** A new sub folder is seen by whoever sees its parent: it gets the parent's Folder grants. */
export async function copyGrants(db: DbOrTx, fromFolderId: number, toFolderId: number): Promise<void> {
  await db.execute(sql`
    insert into ${contentPermissions} (role_id, content_type, content_id)
    select cp.role_id, 'Folder', ${toFolderId} from ${contentPermissions} cp
    where cp.content_type = 'Folder' and cp.content_id = ${fromFolderId}
    on conflict do nothing`);
}

/** Grants the employee role (everyone) of the user's companies attached to the project. */
export async function grantToUsersCompanies(db: DbOrTx, folderId: number, userId: number, projectId: number) {
  await db.execute(sql`
    insert into ${contentPermissions} (role_id, content_type, content_id)
    select employee.id, 'Folder', ${folderId}
    from ${userRoles} ur
    join ${roles} held on held.id = ur.role_id
    join ${projectCompanies} pc on pc.company_id = held.company_id and pc.project_id = ${projectId}
    join ${roles} employee on employee.company_id = held.company_id and employee.name = 'employee'
    where ur.user_id = ${userId}
    on conflict do nothing`);
}

/**
 * The company a new folder is recorded as made by: of the given (owner and subcontractor) companies
 * of its creator, one attached to the project; null when none is.
 */
export async function findAttachedCompany(db: DbOrTx, projectId: number, companyIds: number[]): Promise<number | null> {
  if (!companyIds.length) return null;
  const [row] = await db
    .select({ companyId: projectCompanies.companyId })
    .from(projectCompanies)
    .where(and(eq(projectCompanies.projectId, projectId), inArray(projectCompanies.companyId, companyIds)))
    .orderBy(asc(projectCompanies.companyId))
    .limit(1);
  return row?.companyId ?? null;
}

export async function renameFolder(db: DbOrTx, id: number, name: string): Promise<void> {
  await db.update(folders).set({ name }).where(eq(folders.id, id));
}

export async function deleteFolder(db: DbOrTx, id: number): Promise<void> {
  // Removed documents keep their rows for a while (410); they no longer hold the folder.
  await db
    .update(documents)
    .set({ folderId: null })
    .where(and(eq(documents.folderId, id), isNotNull(documents.deletedAt)));
  await db
    .delete(contentPermissions)
    .where(and(eq(contentPermissions.contentType, 'Folder'), eq(contentPermissions.contentId, id)));
  await db.delete(folders).where(eq(folders.id, id));
}
