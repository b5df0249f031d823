import type { ProjectType } from '@portal/contracts';
import { inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { contentPermissions, defaultFolders, folders, projects } from '../../platform/db/schema';
import { linkCondominiumProjects } from '../condominiums/condominiums.repo';
import type { ProjectStatusRecord } from '../project-statuses/project-statuses.repo';
import { recordStatusChanges, statusScheduleDescription } from '../schedules/schedules.repo';
import { insertProjects } from './projects.repo';

/** A checked project, ready to be created. */
export interface NewProjectInput {
  code: string;
  name: string;
  type: ProjectType;
  projectSubtypeId: number;
  status: Pick<ProjectStatusRecord, 'id' | 'slug' | 'name'>;
  coordinates: string | null;
  /** A condominium project's condominium, already checked; none: the project page asks for one later. */
  condominiumId?: number | null;
}

/**
 * Creates checked projects inside the caller's transaction: the rows, a copy of each subtype's
 * default folders with their grants, and the automatic schedule entry of each first status. A
 * constant number of statements for any number of projects. Shared by POST projects, the projects
 * import and the demo seed; it uses repositories only, so the imports module may call it (a
 * service never calls another module's service).
 */
export async function createProjects(db: DbOrTx, records: NewProjectInput[]): Promise<number[]> {
  const rows = await insertProjects(
    db,
    records.map((r) => ({
      code: r.code,
      name: r.name,
      type: r.type,
      projectSubtypeId: r.projectSubtypeId,
      projectStatusId: r.status.id,
      coordinates: r.coordinates,
    })),
  );
  const ids = rows.map((p) => p.id);
  await copyDefaultFolderTrees(db, ids);
  const condominiumOf = new Map(records.map((r) => [r.code.toLowerCase(), r.condominiumId]));
  await linkCondominiumProjects(
    db,
    rows.flatMap((p) => {
      const condominiumId = condominiumOf.get(p.code.toLowerCase());
      return condominiumId && p.type === 'condominium' ? [{ condominiumId, projectId: p.id }] : [];
    }),
  );
  // Matched by code (unique) rather than by position: RETURNING does not promise the VALUES order.
  const statusOf = new Map(records.map((r) => [r.code.toLowerCase(), r.status]));
  await recordStatusChanges(
    db,
    rows.map((p) => ({ projectId: p.id, description: statusScheduleDescription(statusOf.get(p.code.toLowerCase())!) })),
  );
  return ids;
}

/**
 * Copies each project's subtype default-folder tree into its folders (keeping `default_folder_id`,
 * marked default) and the DefaultFolder grants onto the copies as Folder grants. Three statements
 * for any number of new projects; run inside the transaction that creates them. Here, not in
 * folders.repo, because only project creation does it and folders' repositories read the projects'.
 */
async function copyDefaultFolderTrees(db: DbOrTx, projectIds: number[]): Promise<void> {
  if (!projectIds.length) return;
  const parent = alias(folders, 'parent');
  await db.execute(sql`
    insert into ${folders} (project_id, name, parent_id, default_folder_id, is_default)
    select ${projects.id}, ${defaultFolders.name}, null, ${defaultFolders.id}, true
    from ${projects} join ${defaultFolders} on ${defaultFolders.projectSubtypeId} = ${projects.projectSubtypeId}
    where ${inArray(projects.id, projectIds)}`);
  await db.execute(sql`
    update ${folders} set parent_id = ${parent.id}
    from ${defaultFolders}, ${folders} ${parent}
    where ${inArray(folders.projectId, projectIds)}
      and ${defaultFolders.id} = ${folders.defaultFolderId}
      and ${parent.projectId} = ${folders.projectId}
      and ${parent.defaultFolderId} = ${defaultFolders.parentId}`);
  await db.execute(sql`
    insert into ${contentPermissions} (role_id, content_type, content_id)
    select cp.role_id, 'Folder', ${folders.id}
    from ${folders} join ${contentPermissions} cp on cp.content_type = 'DefaultFolder' and cp.content_id = ${folders.defaultFolderId}
    where ${inArray(folders.projectId, projectIds)}
    on conflict do nothing`);
}
