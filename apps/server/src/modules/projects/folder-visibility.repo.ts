import { type SQL, sql } from 'drizzle-orm';
import { contentPermissions, folders, userRoles } from '../../platform/db/schema';

/*
 * Folder visibility lives beside the projects, not in the folders module: a project's answer
 * counts the documents of the folders its viewer sees, and the folders' access source asks
 * whether their project is visible; with the rule in folders both modules' repositories would
 * import each other (a module cycle, issue 25).
 */

/**
 * Who sees which folder, as data (built by `folderViewer` of the access layer, DECISIONS.md "Who
 * sees what"). The folder's project must be visible too; services ask projects.repo beside.
 */
export interface FolderViewer {
  userId: number;
  seesEveryFolder: boolean;
  inOwnerCompany: boolean;
  /** Only grants to these companies' roles are shown in an answer; null: all. */
  shownCompanyIds: number[] | null;
}

/** The SQL form of the folder visibility rules; a condition on `folders`. */
export function visibleFolderCondition(viewer: FolderViewer): SQL {
  if (viewer.seesEveryFolder) return sql`true`;
  const granted = sql`exists (
    select 1 from ${contentPermissions} cp join ${userRoles} ur on ur.role_id = cp.role_id and ur.user_id = ${viewer.userId}
    where (cp.content_type = 'Folder' and cp.content_id = ${folders.id})
       or (cp.content_type = 'Project' and cp.content_id = ${folders.projectId}))`;
  if (!viewer.inOwnerCompany) return granted;
  return sql`(${granted} or not exists (
    select 1 from ${contentPermissions} cp where cp.content_type = 'Folder' and cp.content_id = ${folders.id}))`;
}
