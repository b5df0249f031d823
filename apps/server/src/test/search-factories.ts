import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { documentFilePages, documentFiles } from '../platform/db/schema';
import { makeDocument } from './document-factories';

/** A document whose first file has these pages of extracted text, as the processing job leaves them. */
export async function documentWithPages(
  ctx: AppContext,
  projectId: number,
  pages: string[],
  opts: { name?: string; folderId?: number | null } = {},
) {
  const doc = await makeDocument(ctx, projectId, opts);
  const [file] = await ctx.db.select().from(documentFiles).where(eq(documentFiles.documentId, doc.id));
  if (pages.length) {
    await ctx.db.insert(documentFilePages).values(pages.map((text, i) => ({ fileId: file.id, page: i + 1, text })));
  }
  return { ...doc, fileId: file.id };
}
