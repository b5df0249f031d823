import type { ContentPermission } from '@portal/contracts';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { contentPermissions, defaultFolders } from '../../platform/db/schema';

export type DefaultFolderRecord = typeof defaultFolders.$inferSelect;
export type DefaultFolderRow = DefaultFolderRecord & { grants: ContentPermission[] };

// The folder's DefaultFolder grants in the same statement (no query per folder). Written
// `${defaultFolders}.id`: drizzle leaves columns of a one-table select unqualified in the select
// list, where `id` would mean the subquery's own `cp.id`.
const grantsOfFolder = sql<ContentPermission[]>`coalesce((
  select json_agg(json_build_object('id', cp.id, 'role_id', cp.role_id, 'content_type', cp.content_type, 'content_id', cp.content_id) order by cp.id)
  from ${contentPermissions} cp
  where cp.content_type = 'DefaultFolder' and cp.content_id = ${defaultFolders}.id), '[]'::json)`;

function selectRows(db: DbOrTx) {
  return db
    .select({
      id: defaultFolders.id,
      name: defaultFolders.name,
      parentId: defaultFolders.parentId,
      projectSubtypeId: defaultFolders.projectSubtypeId,
      createdAt: defaultFolders.createdAt,
      grants: grantsOfFolder,
    })
    .from(defaultFolders);
}

export async function findDefaultFolders(
  db: DbOrTx,
  filter: { subtypeId?: number },
  window: { limit: number; offset: number },
): Promise<{ rows: DefaultFolderRow[]; total: number }> {
  const where: SQL | undefined = filter.subtypeId ? eq(defaultFolders.projectSubtypeId, filter.subtypeId) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(asc(defaultFolders.projectSubtypeId), sql`lower(${defaultFolders.name})`, asc(defaultFolders.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(defaultFolders).where(where),
  ]);
  return { rows, total: n };
}

export async function findDefaultFolderRow(db: DbOrTx, id: number): Promise<DefaultFolderRow | undefined> {
  const [row] = await selectRows(db).where(eq(defaultFolders.id, id)).limit(1);
  return row;
}

export async function findDefaultFolderById(db: DbOrTx, id: number): Promise<DefaultFolderRecord | undefined> {
  const [row] = await db.select().from(defaultFolders).where(eq(defaultFolders.id, id)).limit(1);
  return row;
}

export async function insertDefaultFolder(
  db: DbOrTx,
  values: { name: string; projectSubtypeId: number; parentId: number | null },
): Promise<DefaultFolderRecord> {
  const [row] = await db.insert(defaultFolders).values(values).returning();
  return row;
}

export async function renameDefaultFolder(db: DbOrTx, id: number, name: string): Promise<void> {
  await db.update(defaultFolders).set({ name }).where(eq(defaultFolders.id, id));
}

export async function countChildren(db: DbOrTx, id: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(defaultFolders).where(eq(defaultFolders.parentId, id));
  return n;
}

/*
 * Content permissions point at their content by type and id, without a foreign key, so removing a
 * default folder removes its DefaultFolder grants in the same transaction. Copies in projects keep
 * their own Folder grants; their `default_folder_id` becomes null (foreign key).
 */

export async function deleteDefaultFolder(db: DbOrTx, id: number): Promise<void> {
  await db
    .delete(contentPermissions)
    .where(and(eq(contentPermissions.contentType, 'DefaultFolder'), eq(contentPermissions.contentId, id)));
  await db.delete(defaultFolders).where(eq(defaultFolders.id, id));
}

export async function deleteDefaultFoldersOfSubtype(db: DbOrTx, subtypeId: number): Promise<void> {
  const ids = db
    .select({ id: defaultFolders.id })
    .from(defaultFolders)
    .where(eq(defaultFolders.projectSubtypeId, subtypeId));
  await db
    .delete(contentPermissions)
    .where(and(eq(contentPermissions.contentType, 'DefaultFolder'), sql`${contentPermissions.contentId} in ${ids}`));
  // One statement: the parent references inside the tree are checked at its end.
  await db.delete(defaultFolders).where(eq(defaultFolders.projectSubtypeId, subtypeId));
}
