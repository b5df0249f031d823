import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { folders, projects } from '../../platform/db/schema';
import { type FolderViewer, visibleFolderCondition } from '../projects/folder-visibility.repo';
import { type ProjectViewer, visibleProjectCondition } from '../projects/projects.repo';
import { type FolderRow, selectFolderRows } from './folders.repo';

/**
 * The folders among `ids` the viewer may see in projects the viewer may see, of `projectId` when
 * given: the access gate's source (folders.access.ts), one statement for any number of ids. Apart
 * from folders.repo because projects.repo reads that file (a project's document count).
 */
export async function findVisibleFoldersById(
  db: DbOrTx,
  viewer: { project: Pick<ProjectViewer, 'seesEveryProject' | 'seesDeleted' | 'companyIds'>; folder: FolderViewer },
  ids: readonly number[],
  options: { projectId?: number; lock: boolean },
): Promise<FolderRow[]> {
  const query = selectFolderRows(db, viewer.folder)
    .innerJoin(projects, eq(projects.id, folders.projectId))
    .where(
      and(
        inArray(folders.id, [...ids]),
        options.projectId === undefined ? undefined : eq(folders.projectId, options.projectId),
        visibleFolderCondition(viewer.folder),
        visibleProjectCondition(viewer.project),
      ),
    );
  return options.lock ? query.for('update', { of: folders }) : query;
}
