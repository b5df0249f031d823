import { BULK_PER_PAGE } from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import type { DefaultFolder } from '../../projects/api/shapes';

export const defaultFoldersQueryKey = ['defaultfolders'] as const;

/** GET defaultfolders (bulk, every subtype); the page filters by subtype. */
export const defaultFoldersQueryOptions = queryOptions({
  queryKey: [...defaultFoldersQueryKey, 'list'],
  queryFn: ({ signal }) => apiData<DefaultFolder[]>('defaultfolders', { query: { per_page: BULK_PER_PAGE }, signal }),
});

export function useDefaultFolders() {
  return useQuery(defaultFoldersQueryOptions);
}

/** POST defaultfolders (name, project_subtype_id, optional parent_id). */
export function createDefaultFolder(body: {
  name: string;
  project_subtype_id: number;
  parent_id?: number;
}): Promise<DefaultFolder> {
  return apiData<DefaultFolder>('defaultfolders', { method: 'POST', body });
}

/** PUT defaultfolders/{id} (id, name). */
export function renameDefaultFolder({ id, name }: { id: number; name: string }): Promise<DefaultFolder> {
  return apiData<DefaultFolder>(`defaultfolders/${id}`, { method: 'PUT', body: { id, name } });
}

/** DELETE defaultfolders/{id}; 28 while it has descendants. */
export function deleteDefaultFolder(id: number): Promise<unknown> {
  return apiData(`defaultfolders/${id}`, { method: 'DELETE' });
}

function useDefaultFolderMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: defaultFoldersQueryKey }),
  });
}

export const useCreateDefaultFolder = () => useDefaultFolderMutation(createDefaultFolder);
export const useRenameDefaultFolder = () => useDefaultFolderMutation(renameDefaultFolder);
export const useDeleteDefaultFolder = () => useDefaultFolderMutation(deleteDefaultFolder);
