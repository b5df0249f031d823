/**
 * The queue of the documents' processing job (thumbnails, EXIF, PDF text). Kept apart from the
 * job's code so that the context can create the queue without loading the image stack.
 */
export const DOCUMENT_PROCESS_JOB = 'documents.process';

/**
 * How long processing a file may take before its job counts as abandoned (the worker died) and is
 * run again elsewhere: the base for an image (JOB_EXPIRY_SECONDS, a photo takes a second or two),
 * and 2 s more per MB for a PDF, whose every page is read.
 */
export function processingExpirySeconds(baseSeconds: number, file: { mime: string; size: number }): number {
  if (file.mime !== 'application/pdf') return baseSeconds;
  return baseSeconds + 2 * Math.ceil(file.size / (1024 * 1024));
}
