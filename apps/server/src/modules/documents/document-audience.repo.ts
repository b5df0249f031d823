import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { documents, folders, projects } from '../../platform/db/schema';
import { type DocumentViewer, readableDocumentCondition } from './documents.repo';

/**
 * The documents among `ids` of a project that the viewer may read, removed ones included: also
 * those shared with the viewer's company through a summary view, whose page refreshes on them.
 */
export async function findSeenDocumentIds(
  db: DbOrTx,
  viewer: DocumentViewer,
  projectId: number,
  ids: number[],
): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .innerJoin(projects, eq(projects.id, documents.projectId))
    .leftJoin(folders, eq(folders.id, documents.folderId))
    .where(and(inArray(documents.id, ids), eq(documents.projectId, projectId), readableDocumentCondition(viewer)));
  return rows.map((r) => r.id);
}
