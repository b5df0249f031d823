export {
  fetchDocumentFile,
  invalidateDocuments,
  uploadDocument,
  useDeleteDocuments,
  useMoveDocuments,
  useProjectDocuments,
  useReplaceFile,
  useUpdateDocument,
} from './api/documents';
export { useExportDocuments } from './api/export-documents';
export { useProjectPictures, useSetDocumentPosition } from './api/project-pictures';
export { useDocumentEvents } from './api/use-document-events';
export { DocumentThumb } from './components/document-thumb';
