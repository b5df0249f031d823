import { type DeleteRequest, fileVersionOf } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api';
import { endpointPollingQuery, invalidateEndpoint } from '../../../lib/api-query';
import { invalidateDocuments } from '../../document';

const list = endpoints.deleteRequests.list;

/**
 * GET document-delete-requests: the open requests (the inbox), refreshed every minute as
 * background reads (they do not keep an idle session alive). DELETE_REQUEST_CREATED on the user's
 * channel refreshes it at once; the minute's refresh stays for a missed event.
 */
export function useDeleteRequests(enabled: boolean) {
  return useQuery({ ...endpointPollingQuery(list, {}, 60_000), enabled });
}

/** Refreshes the inbox (a new request was announced). */
export function useRefreshDeleteRequests(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void invalidateEndpoint(queryClient, list), [queryClient]);
}

function useRefreshAfter<T, V>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => invalidateEndpoint(queryClient, list),
  });
}

/** POST document-delete-requests/accept {ids}: the selected requests' documents are deleted. */
export function useAcceptDeleteRequests() {
  return useRefreshAfter((ids: number[]) => api.deleteRequests.acceptMany({ body: { ids } }));
}

/** DELETE document-delete-requests/{id}: the request is rejected, the document stays. */
export function useRejectDeleteRequest() {
  return useRefreshAfter((id: number) => api.deleteRequests.reject({ params: { id } }));
}

/** Saves the request's document file (it needs the bearer token, so it is fetched, not linked). */
export async function downloadRequestedFile(request: DeleteRequest): Promise<void> {
  const fileId = Number(request.document.url?.match(/\/files\/(\d+)$/)?.[1]);
  if (!fileId) return;
  const blob = await api.documents.file({
    params: { id: request.project_id, documentId: request.document.id, fileId },
    query: { v: fileVersionOf(request.document.url) },
  });
  const url = URL.createObjectURL(blob);
  try {
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = request.document.name;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export interface DeletionRequest {
  projectId: number;
  documentId: number;
  /** Why; blank is none. */
  reason: string;
}

/**
 * For the document panel: POST document-delete-requests {document_id, reason}, for a document whose
 * `can.requestDelete` is true. A document has one open request at most (asking again answers it);
 * afterwards the project's documents are read again, so their `delete_requested` shows it pending.
 */
export function useRequestDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, reason }: DeletionRequest) =>
      api.deleteRequests.create({ body: { document_id: documentId, reason: reason.trim() || null } }),
    onSettled: (_answer, _error, { projectId }) =>
      Promise.all([invalidateEndpoint(queryClient, list), invalidateDocuments(queryClient, projectId)]),
  });
}
