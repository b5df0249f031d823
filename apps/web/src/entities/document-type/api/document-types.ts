import { endpoints } from '@portal/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointBodyQuery, endpointQuery } from '../../../lib/api-query';
import { invalidateFieldsAndTypes } from '../../field';

/** GET document-types: every type with its fields, and the list's `can` (create, manageFields). */
export const useDocumentTypes = () => useQuery(endpointBodyQuery(endpoints.documentTypes.list, {}));

/** GET document-types, the types alone (the search's type filter, the add-document dialog). */
export const useDocumentTypeList = (enabled = true) =>
  useQuery({ ...endpointQuery(endpoints.documentTypes.list, {}), enabled });

function useRefreshingMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateFieldsAndTypes(queryClient) });
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
