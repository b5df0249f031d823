import type { Document, DocumentList, UpdateDocumentInput } from '@portal/contracts';
import { DOCUMENTS_FIRST_PAGE } from '@portal/contracts/constants';
import { endpoints } from '@portal/contracts/endpoints';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-error';
import { endpointBodyQuery, endpointKey, invalidateEndpoint, refetchBodyInBackground } from '../../../lib/api-query';

/**
 * GET projects/{id}/documents, every folder the user sees (flat and folder mode filter it in the
 * browser, so one query serves both and one invalidation refreshes both), with the panel's `can`.
 */
export const projectDocumentsQueryOptions = (projectId: number) => ({
  ...endpointBodyQuery(endpoints.documents.list, { params: { id: projectId }, query: {} }),
  retry: (failures: number, error: Error) => !(isApiError(error) && [403, 404].includes(error.status)) && failures < 2,
});

/** How often the list is asked again while a document of it is still being processed. */
export const PROCESSING_REFETCH_MS = 8_000;

/**
 * DOCUMENT_UPDATED tells when processing has finished (thumbnails, the photo's position), but an
 * event sent before this page's channel subscription was in place, or during a reconnect, is lost
 * for good: the position would then never show. So while some document is not ready the list is
 * fetched again now and then; once all are ready it stops.
 */
export function processingRefetchInterval(documents: readonly Pick<Document, 'ready'>[] | undefined): number | false {
  return documents?.some((doc) => !doc.ready) ? PROCESSING_REFETCH_MS : false;
}

/**
 * The panel's first screen: the newest DOCUMENTS_FIRST_PAGE documents (of one folder in folder
 * mode), which arrive and are read long before the whole list of a big project. On the project
 * page index.html's first script has asked for the flat one already (lib/early-requests.ts).
 */
export const firstDocumentsQueryOptions = (projectId: number, folderId?: number) => ({
  ...endpointBodyQuery(endpoints.documents.list, {
    params: { id: projectId },
    query:
      folderId === undefined ? { limit: DOCUMENTS_FIRST_PAGE } : { limit: DOCUMENTS_FIRST_PAGE, folder_id: folderId },
  }),
  retry: projectDocumentsQueryOptions(projectId).retry,
});

export interface ProjectDocumentsOptions {
  /**
   * Show the first page until the whole list is in: only for a view that shows the newest
   * documents first, unfiltered (of this folder, 0 the main one, in folder mode).
   */
  firstPage?: { folderId?: number } | false;
  /**
   * With a first page: the whole list waits while this is true (the first screen's other reads are
   * on the wire: on a phone's link, and on the embedded database, which answers one query at a
   * time, the whole list would hold them up for seconds).
   */
  holdWhole?: boolean;
}

/**
 * A project's documents: the whole list (for filtering and sorting in the browser), and until it
 * has come, the first page when the view can show it. `isComplete` tells which one `data` is.
 */
export function useProjectDocuments(
  projectId: number,
  { firstPage = false, holdWhole = false }: ProjectDocumentsOptions = {},
) {
  const cached = useQueryClient().getQueryData(projectDocumentsQueryOptions(projectId).queryKey);
  const wantFirst = firstPage !== false && cached === undefined;
  const first = useQuery({
    ...firstDocumentsQueryOptions(projectId, firstPage === false ? undefined : firstPage.folderId),
    enabled: wantFirst,
  });
  // The first page comes first, then the whole list (once nothing else of the first screen waits).
  const whole = useQuery({
    ...projectDocumentsQueryOptions(projectId),
    enabled: !wantFirst || (first.data !== undefined && !holdWhole) || first.error !== null,
  });
  const queryClient = useQueryClient();
  const every = processingRefetchInterval(whole.data?.data);
  // Timed reads go as background ones: a tab waiting for processing does not keep the session alive.
  useEffect(() => {
    if (!every) return;
    const timer = window.setInterval(() => {
      refetchBodyInBackground(queryClient, endpoints.documents.list, { params: { id: projectId }, query: {} }).catch(
        () => {},
      );
    }, every);
    return () => window.clearInterval(timer);
  }, [every, projectId, queryClient]);
  const data = whole.data ?? (wantFirst ? first.data : undefined);
  return {
    data,
    isComplete: whole.data !== undefined,
    isPending: data === undefined && whole.error === null,
    isFetching: whole.isFetching,
    error: whole.error,
    refetch: whole.refetch,
  };
}

/**
 * The documents list, the map's pictures, and what counts them: the folders' file counts and the
 * project's (its details show `document_count` and the most recent document).
 */
export function invalidateDocuments(queryClient: QueryClient, projectId: number) {
  return Promise.all([
    invalidateEndpoint(queryClient, endpoints.documents.list, { params: { id: projectId } }),
    invalidateEndpoint(queryClient, endpoints.documents.pictures, { params: { id: projectId } }),
    invalidateEndpoint(queryClient, endpoints.documents.get),
    invalidateEndpoint(queryClient, endpoints.folders.list, { params: { id: projectId } }),
    invalidateEndpoint(queryClient, endpoints.projects.get, { params: { id: projectId } }),
  ]);
}

/**
 * Puts just-added documents into the project's cached lists (the whole one and first pages), so
 * they show at once, before the list is read again (on a phone the whole list takes seconds).
 */
export function addUploadedDocuments(queryClient: QueryClient, projectId: number, added: readonly Document[]) {
  queryClient.setQueriesData<DocumentList>(
    { queryKey: endpointKey(endpoints.documents.list, { params: { id: projectId } }) },
    (old) => {
      if (!old) return old;
      const known = new Set(old.data.map((doc) => doc.id));
      const fresh = added.filter((doc) => !known.has(doc.id));
      return fresh.length > 0 ? { ...old, data: [...old.data, ...fresh] } : old;
    },
  );
}

export function useDocumentsMutation<V, R>(projectId: number, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateDocuments(queryClient, projectId) });
}

export const useUpdateDocument = (projectId: number) =>
  useDocumentsMutation(projectId, ({ id, body }: { id: number; body: UpdateDocumentInput }) =>
    api.documents.update({ params: { id: projectId, documentId: id }, body }),
  );

/** Moves documents one call each (the spec's call takes one document). */
/** Moves the selection in one call, all or nothing (the server checks the whole set in one query). */
export const useMoveDocuments = (projectId: number) =>
  useDocumentsMutation(projectId, async ({ ids, folderId }: { ids: readonly number[]; folderId: number }) => {
    await api.documents.moveMany({ params: { id: projectId }, body: { ids: [...ids], folder_id: folderId } });
  });

export const useDeleteDocuments = (projectId: number) =>
  useDocumentsMutation(projectId, async (ids: readonly number[]) => {
    if (ids.length === 1) await api.documents.delete({ params: { id: projectId, documentId: ids[0] } });
    else await api.documents.deleteMany({ params: { id: projectId }, body: { ids: [...ids] } });
  });

/** A document's file as a blob (GET .../files/{fileId}), for the download button. */
export const fetchDocumentFile = (projectId: number, documentId: number, fileId: number) =>
  api.documents.file({ params: { id: projectId, documentId, fileId } });
