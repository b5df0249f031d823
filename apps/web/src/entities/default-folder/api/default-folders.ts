import { BULK_PER_PAGE } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointBodyQuery, invalidateEndpoint } from '../../../lib/api-query';

/** GET defaultfolders (bulk, every subtype) as a whole answer: the folders (`data`) and `can.create`. */
export function useDefaultFolders() {
  return useQuery(endpointBodyQuery(endpoints.defaultFolders.list, { query: { per_page: BULK_PER_PAGE } }));
}

function useDefaultFolderMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidateEndpoint(queryClient, endpoints.defaultFolders.list),
  });
}

/** POST defaultfolders (name, project_subtype_id, optional parent_id). */
export const useCreateDefaultFolder = () =>
  useDefaultFolderMutation((body: { name: string; project_subtype_id: number; parent_id?: number }) =>
    api.defaultFolders.create({ body }),
  );
/** PUT defaultfolders/{id} (id, name). */
export const useRenameDefaultFolder = () =>
  useDefaultFolderMutation(({ id, name }: { id: number; name: string }) =>
    api.defaultFolders.rename({ params: { id }, body: { id, name } }),
  );
/** DELETE defaultfolders/{id}; 28 while it has descendants. */
export const useDeleteDefaultFolder = () =>
  useDefaultFolderMutation((id: number) => api.defaultFolders.delete({ params: { id } }));
