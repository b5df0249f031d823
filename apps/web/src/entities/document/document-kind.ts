import type { Document } from '@portal/contracts';

const PDF_MIME = 'application/pdf';

/** A PDF (by its content, as the server found it): its thumbnail is its first page. */
export const isPdfMime = (mime: string | null | undefined) => mime === PDF_MIME;

/** Whether the document's shown file (its first) is a PDF. */
export const isPdfDocument = (doc: Pick<Document, 'files'>) => isPdfMime(doc.files[0]?.mime);
