export { uploadDocument, useReplaceFile } from './api/document-uploads';
export {
  addUploadedDocuments,
  fetchDocumentFile,
  invalidateDocuments,
  useDeleteDocuments,
  useMoveDocuments,
  useProjectDocuments,
  useUpdateDocument,
} from './api/documents';
export { useExportDocuments } from './api/export-documents';
export { useProjectPictures, useSetDocumentPosition } from './api/project-pictures';
export { useDocumentChanges, useDocumentEvents } from './api/use-document-events';
export { DocumentThumb } from './components/document-thumb';
export { isPdfDocument, isPdfMime } from './document-kind';
export { thumbSizeFor } from './thumb-size';
