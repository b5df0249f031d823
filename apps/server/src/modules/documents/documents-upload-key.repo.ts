import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { documents } from '../../platform/db/schema';

/** The document a user's earlier try with this upload key made in the project, removed or not. */
export async function findDocumentByUploadKey(
  db: DbOrTx,
  userId: number,
  projectId: number,
  uploadKey: string,
): Promise<{ id: number; deletedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ id: documents.id, deletedAt: documents.deletedAt })
    .from(documents)
    .where(
      and(
        eq(documents.createdByUserId, userId),
        eq(documents.projectId, projectId),
        eq(documents.uploadKey, uploadKey),
      ),
    )
    .limit(1);
  return row;
}
