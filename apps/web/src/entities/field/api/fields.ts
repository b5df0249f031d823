import type { FieldInput } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointQuery, invalidateEndpoint } from '../../../lib/api-query';

/** GET fields (one of the globals): every field with its keywords. */
export const useFields = () => useQuery(endpointQuery(endpoints.fields.list, {}));

/** Types show fields and keywords, and the globals carry them too: a change refreshes all three. */
export function invalidateFieldsAndTypes(queryClient: QueryClient) {
  return Promise.all([
    invalidateEndpoint(queryClient, endpoints.documentTypes.list),
    invalidateEndpoint(queryClient, endpoints.fields.list),
    invalidateEndpoint(queryClient, endpoints.fields.allKeywords),
  ]);
}

function useRefreshingMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateFieldsAndTypes(queryClient) });
}

/** POST fields. */
export const useCreateField = () => useRefreshingMutation((body: FieldInput) => api.fields.create({ body }));

/** PUT fields/{id}: name, and the keywords synced to the list sent. */
export const useUpdateField = () =>
  useRefreshingMutation(({ id, body }: { id: number; body: FieldInput }) =>
    api.fields.update({ params: { id }, body }),
  );

/** DELETE fields/{id}. */
export const useDeleteField = () => useRefreshingMutation((id: number) => api.fields.delete({ params: { id } }));

/** GET fields/{id}/keywords (keywords.manage): the field's keywords, deactivated ones included. */
export const useFieldKeywords = (fieldId: number | null) =>
  useQuery({
    ...endpointQuery(endpoints.fields.keywords, { params: { id: fieldId ?? 0 } }),
    enabled: fieldId !== null,
  });

export interface KeywordChanges {
  fieldId: number;
  updated: { id: number; text: string; deactivated: boolean }[];
  deleted: number[];
}

/**
 * The keyword modal's save (keywords.manage): PUT fields/{id}/keywords/{keyword} for each changed
 * keyword, then DELETE for each removed one; everything that shows keywords is refreshed after.
 */
export function useSaveKeywords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fieldId, updated, deleted }: KeywordChanges) => {
      for (const { id, text, deactivated } of updated) {
        await api.fields.updateKeyword({ params: { id: fieldId, keywordId: id }, body: { text, deactivated } });
      }
      for (const id of deleted) await api.fields.deleteKeyword({ params: { id: fieldId, keywordId: id } });
    },
    onSettled: () =>
      Promise.all([invalidateFieldsAndTypes(queryClient), invalidateEndpoint(queryClient, endpoints.fields.keywords)]),
  });
}
