import type { ThumbSize } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { randomSecret } from '../../platform/auth/secrets';
import { makeThumbnails, type Thumbnail } from '../../platform/images/thumbnails';
import { thumbKey } from './document-thumb-key';

/** A document file's thumbnails: where they are stored, and how a PDF's first page becomes them. */

/** PDFs are read whole by pdf.js; bigger ones are served but not processed. */
export const MAX_PDF_BYTES = 100 * 1024 * 1024;

/**
 * The thumbnail maker's version, kept with each file it processed (`document_files.thumb_version`).
 * 2: PDFs rendered through pdf.js's legacy build; before it (null) unpdf's own build drew blank
 * first pages on Node 20. PDFs made by an older version are rendered again (documents.thumbs-renewal.ts).
 */
export const THUMB_VERSION = 2;

export async function storeThumbs(
  ctx: AppContext,
  projectId: number,
  thumbs: Record<ThumbSize, Thumbnail>,
): Promise<string> {
  const prefix = `document-thumbs/${projectId}/${randomSecret(18)}`;
  // Side by side: each put waits on its own fsync.
  await Promise.all(
    (Object.keys(thumbs) as ThumbSize[]).map((size) =>
      ctx.storage.put(thumbKey(prefix, size), thumbs[size].data, thumbs[size].mime),
    ),
  );
  return prefix;
}

export async function removeThumbs(ctx: AppContext, prefix: string) {
  for (const size of ['small', 'medium', 'large'] as ThumbSize[]) {
    await ctx.storage.delete(thumbKey(prefix, size)).catch(() => {});
  }
}

let pdfjsChosen: Promise<typeof import('unpdf')> | null = null;

/**
 * unpdf with pdf.js's legacy build: unpdf's own serverless build calls
 * `ArrayBuffer.prototype.transferToFixedLength`, which Node 20 lacks, so rendering failed there.
 * The legacy build carries its polyfills; chosen once per process, before the first document.
 */
function unpdfWithLegacyPdfjs(): Promise<typeof import('unpdf')> {
  pdfjsChosen ??= import('unpdf').then(async (unpdf) => {
    await unpdf.definePDFJSModule(() => import('pdfjs-dist/legacy/build/pdf.mjs'));
    return unpdf;
  });
  return pdfjsChosen;
}

/** Text per page, and the first page rendered (1600 px wide) into thumbnails; rendering may fail alone. */
export async function processPdf(
  bytes: Buffer,
  maxMegapixels: number,
): Promise<{ pages: string[]; thumbs: Record<ThumbSize, Thumbnail> | null; error: string | null }> {
  const { getDocumentProxy, extractText, renderPageAsImage } = await unpdfWithLegacyPdfjs();
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    // PostgreSQL text holds no NUL.
    const pages = text.map((t) => t.replaceAll('\u0000', ''));
    try {
      const png = await renderPageAsImage(pdf, 1, { canvasImport: () => import('@napi-rs/canvas'), width: 1600 });
      return { pages, thumbs: await makeThumbnails(Buffer.from(png), { maxMegapixels }), error: null };
    } catch (error) {
      return {
        pages,
        thumbs: null,
        error: `pdf-render-failed: ${error instanceof Error ? error.message : ''}`.slice(0, 500),
      };
    }
  } finally {
    await pdf.destroy();
  }
}
