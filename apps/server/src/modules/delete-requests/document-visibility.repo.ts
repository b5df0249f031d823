import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { documents, folders, projects } from '../../platform/db/schema';
import { type FolderViewer, visibleFolderCondition } from '../folders/folders.repo';
import { type ProjectViewer, visibleProjectCondition } from '../projects/projects.repo';

/**
 * Which documents a viewer sees (DECISIONS.md "Who sees what"): not removed, of a project they see,
 * in the main folder or in a folder they see. The delete-requests and exports modules share it.
 */
export interface DocumentViewer {
  project: Pick<ProjectViewer, 'seesEveryProject' | 'seesDeleted' | 'companyIds'>;
  folder: FolderViewer;
}

/** A condition on `documents`. */
export function visibleDocumentCondition(viewer: DocumentViewer): SQL {
  return sql`(${documents.deletedAt} is null
    and exists (select 1 from ${projects} where ${projects.id} = ${documents.projectId} and ${visibleProjectCondition(viewer.project)})
    and (${documents.folderId} is null or exists (
      select 1 from ${folders} where ${folders.id} = ${documents.folderId} and ${visibleFolderCondition(viewer.folder)})))`;
}

/** The ids among `ids` of documents of `projectId` the viewer sees. */
export async function findVisibleDocumentIds(
  db: DbOrTx,
  viewer: DocumentViewer,
  ids: number[],
  projectId?: number,
): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        inArray(documents.id, ids),
        projectId === undefined ? undefined : eq(documents.projectId, projectId),
        visibleDocumentCondition(viewer),
      ),
    );
  return rows.map((r) => r.id);
}

export async function findVisibleDocument(db: DbOrTx, viewer: DocumentViewer, id: number) {
  const [row] = await db
    .select({ id: documents.id, projectId: documents.projectId })
    .from(documents)
    .where(and(eq(documents.id, id), isNull(documents.deletedAt), visibleDocumentCondition(viewer)))
    .limit(1);
  return row;
}
