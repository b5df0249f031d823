import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { documentFiles, documents, documentTypes, projects } from '../platform/db/schema';

/*
 * Test factories: documents and their files written straight to the tables and to storage, so the
 * delete-requests and exports tests do not depend on the documents module's upload.
 */

let seq = 0;

export interface TestFile {
  name: string;
  extension: string;
  bytes: Buffer;
}

/** A document of the project (main folder unless `folderId`) with the given files stored for real. */
export async function makeDocument(
  ctx: AppContext,
  projectId: number,
  opts: { name?: string; folderId?: number | null; files?: TestFile[]; createdByUserId?: number } = {},
) {
  const [type] = await ctx.db
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(eq(documentTypes.isDefault, true));
  const [{ counter }] = await ctx.db
    .update(projects)
    .set({ documentCounter: sql`${projects.documentCounter} + 1` })
    .where(eq(projects.id, projectId))
    .returning({ counter: projects.documentCounter });
  seq += 1;
  const [doc] = await ctx.db
    .insert(documents)
    .values({
      projectId,
      folderId: opts.folderId ?? null,
      documentTypeId: type.id,
      counter,
      name: opts.name ?? `Document ${seq}`,
      createdByUserId: opts.createdByUserId,
    })
    .returning();
  const files = opts.files ?? [{ name: `file-${seq}`, extension: 'txt', bytes: Buffer.from(`content ${seq}\n`) }];
  for (const [i, f] of files.entries()) {
    const key = `test-documents/${doc.id}-${i}-${process.pid}-${seq}`;
    const stored = await ctx.storage.put(key, f.bytes);
    await ctx.db.insert(documentFiles).values({
      documentId: doc.id,
      name: f.name,
      extension: f.extension,
      mime: 'application/octet-stream',
      size: stored.size,
      sha256: createHash('sha256').update(f.bytes).digest('hex'),
      storageKey: key,
    });
  }
  return doc;
}

export async function documentRow(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(documents).where(eq(documents.id, id));
  return row;
}
