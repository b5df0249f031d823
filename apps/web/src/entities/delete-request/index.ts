export {
  downloadRequestedFile,
  useAcceptDeleteRequests,
  useDeleteRequests,
  useRefreshDeleteRequests,
  useRejectDeleteRequest,
  useRequestDeletion,
} from './api/delete-requests';
