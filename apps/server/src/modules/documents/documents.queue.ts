/**
 * The queue of the documents' processing job (thumbnails, EXIF, PDF text). Kept apart from the
 * job's code so that the context can create the queue without loading the image stack.
 */
export const DOCUMENT_PROCESS_JOB = 'documents.process';
