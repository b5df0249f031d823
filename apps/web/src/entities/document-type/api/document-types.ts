import type { FieldInput } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointBodyQuery, endpointQuery, invalidateEndpoint } from '../../../lib/api-query';

/** GET document-types: every type with its fields, and the list's `can` (create, manageFields). */
export const useDocumentTypes = () => useQuery(endpointBodyQuery(endpoints.documentTypes.list, {}));

/** GET fields (one of the globals): every field with its keywords. */
export const useFields = () => useQuery(endpointQuery(endpoints.fields.list, {}));

/** Types show fields and keywords, and the globals carry them too: a change refreshes all three. */
function refreshAll(queryClient: QueryClient) {
  return Promise.all([
    invalidateEndpoint(queryClient, endpoints.documentTypes.list),
    invalidateEndpoint(queryClient, endpoints.fields.list),
    invalidateEndpoint(queryClient, endpoints.fields.allKeywords),
  ]);
}

function useRefreshingMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshAll(queryClient) });
}

export interface TypeFormValues {
  name: string;
  isActive: boolean;
  fieldIds: number[];
}

/** POST document-types, then its fields when some were chosen. */
export const useCreateDocumentType = () =>
  useRefreshingMutation(async ({ name, fieldIds }: TypeFormValues) => {
    const type = await api.documentTypes.create({ body: { name } });
    if (fieldIds.length === 0) return type;
    return api.documentTypes.fields({ params: { id: type.id }, body: { fieldIds } });
  });

/** PUT document-types/{id} (not for the default type: it keeps its name and stays active), then its fields. */
export const useUpdateDocumentType = () =>
  useRefreshingMutation(
    async ({ id, isDefault, name, isActive, fieldIds }: TypeFormValues & { id: number; isDefault: boolean }) => {
      if (!isDefault) await api.documentTypes.update({ params: { id }, body: { name, is_active: isActive } });
      return api.documentTypes.fields({ params: { id }, body: { fieldIds } });
    },
  );

/** DELETE document-types/{id}: 27 when a document uses it. */
export const useDeleteDocumentType = () =>
  useRefreshingMutation((id: number) => api.documentTypes.delete({ params: { id } }));

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
    onSettled: () => Promise.all([refreshAll(queryClient), invalidateEndpoint(queryClient, endpoints.fields.keywords)]),
  });
}
