import type { CreateSummaryViewInput } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-error';
import { endpointBodyQuery, endpointQuery, invalidateEndpoint } from '../../../lib/api-query';
import { useDocumentChanges } from '../../document';

const noRetryWhenRefused = (failures: number, error: Error) =>
  !(isApiError(error) && [403, 404].includes(error.status)) && failures < 2;

/** GET summaryviews: the views the user sees (every one for owner-managers) and `can.create`. */
export function useSummaryViews(enabled = true) {
  return useQuery({ ...endpointBodyQuery(endpoints.summaryViews.list, {}), enabled });
}

/** GET summaryviews/{id}. */
export function useSummaryView(id: number) {
  return useQuery({
    ...endpointQuery(endpoints.summaryViews.get, { params: { id } }),
    retry: noRetryWhenRefused,
  });
}

/**
 * GET summaryviews/{id}/documents in the shape the document panel reads a project's list in
 * (`useProjectDocuments`): the whole list at once (a view has no first page).
 */
export function useSummaryViewDocuments(id: number) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...endpointBodyQuery(endpoints.summaryViews.documents, { params: { id } }),
    retry: noRetryWhenRefused,
  });
  // A view spans projects: any document event the user hears of may be one of its documents
  // (the server tells an attached company's users of the view's documents too).
  useDocumentChanges(
    null,
    () => void invalidateEndpoint(queryClient, endpoints.summaryViews.documents, { params: { id } }),
  );
  return {
    data: query.data,
    isComplete: query.data !== undefined,
    isPending: query.isPending,
    isFetching: query.isFetching,
    error: query.error,
    refetch: query.refetch,
  };
}

function useSummaryViewMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Every answer of the area: a view's companies show in the list, the overview and the view.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api'], predicate: isSummaryViewQuery }),
  });
}

const isSummaryViewQuery = (query: { queryKey: readonly unknown[] }) =>
  typeof query.queryKey[1] === 'string' && query.queryKey[1].startsWith('summaryviews');

/** POST summaryviews {name, defaultfolder_id}. */
export const useCreateSummaryView = () =>
  useSummaryViewMutation((body: CreateSummaryViewInput) => api.summaryViews.create({ body }));

/** DELETE summaryviews/{id}. */
export const useDeleteSummaryView = () =>
  useSummaryViewMutation((id: number) => api.summaryViews.delete({ params: { id } }));

/** POST summaryviews/{id}/companies/add/{companyId} (the POST twin of the spec's GET). */
export const useAttachSummaryViewCompany = () =>
  useSummaryViewMutation(({ id, companyId }: { id: number; companyId: number }) =>
    api.summaryViews.addCompany({ params: { id, companyId } }),
  );

/** POST summaryviews/{id}/companies/remove/{companyId}. */
export const useDetachSummaryViewCompany = () =>
  useSummaryViewMutation(({ id, companyId }: { id: number; companyId: number }) =>
    api.summaryViews.removeCompany({ params: { id, companyId } }),
  );

/** POST summaryviews/{id}/documents/{documentId}/status {keyword_id}: the view's list is read again. */
export function useSetSummaryViewDocumentState(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, keywordId }: { documentId: number; keywordId: number }) =>
      api.summaryViews.setState({ params: { id, documentId }, body: { keyword_id: keywordId } }),
    onSuccess: () =>
      Promise.all([
        invalidateEndpoint(queryClient, endpoints.summaryViews.documents, { params: { id } }),
        invalidateEndpoint(queryClient, endpoints.documents.get),
      ]),
  });
}
