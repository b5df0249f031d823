import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { selectRows } from '../../platform/db/rows';
import { documentFiles } from '../../platform/db/schema';

export interface ClaimedPdf {
  id: number;
  documentId: number;
  projectId: number;
  storageKey: string;
  thumbKeyPrefix: string | null;
}

/**
 * Up to `limit` processed PDFs of present documents whose thumbnails an older maker made (below
 * `version`), no bigger than processing takes, marked as made by `version` (so no other worker
 * takes them, and a file that fails is not tried again), skipping rows another transaction holds.
 */
export async function claimOutdatedPdfs(
  db: DbOrTx,
  opts: { version: number; maxBytes: number; limit: number },
): Promise<ClaimedPdf[]> {
  const { version, maxBytes, limit } = opts;
  return selectRows<ClaimedPdf>(
    db,
    sql`with outdated as (
        select f.id from document_files f join documents d on d.id = f.document_id
        where f.mime = 'application/pdf' and f.ready_at is not null and d.deleted_at is null
          and coalesce(f.thumb_version, 0) < ${version} and f.size <= ${maxBytes}
        order by f.id limit ${limit} for update of f skip locked)
      update document_files f set thumb_version = ${version}
      from outdated, documents d
      where f.id = outdated.id and d.id = f.document_id
      returning f.id, f.document_id as "documentId", d.project_id as "projectId", f.storage_key as "storageKey",
        f.thumb_key_prefix as "thumbKeyPrefix"`,
  );
}

/**
 * Points the file at its new thumbnails, with the next revision (`?v=`, so browsers fetch them), if
 * it still holds the bytes and thumbnails it was claimed with. False when it changed meanwhile.
 */
export async function setRenewedThumbs(db: DbOrTx, file: ClaimedPdf, prefix: string): Promise<boolean> {
  const rows = await db
    .update(documentFiles)
    .set({ thumbKeyPrefix: prefix, processingError: null, revision: sql`${documentFiles.revision} + 1` })
    .where(
      and(
        eq(documentFiles.id, file.id),
        eq(documentFiles.storageKey, file.storageKey),
        file.thumbKeyPrefix === null
          ? isNull(documentFiles.thumbKeyPrefix)
          : eq(documentFiles.thumbKeyPrefix, file.thumbKeyPrefix),
      ),
    )
    .returning({ id: documentFiles.id });
  return rows.length > 0;
}

/** Why the page could not be rendered again; the old thumbnails (if any) stay. */
export async function recordRenewalError(db: DbOrTx, file: ClaimedPdf, error: string): Promise<void> {
  await db
    .update(documentFiles)
    .set({ processingError: error })
    .where(and(eq(documentFiles.id, file.id), eq(documentFiles.storageKey, file.storageKey)));
}
