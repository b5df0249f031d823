import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import type { Folder } from '../../projects/api/shapes';

const foldersKey = (projectId: number) => ['projects', 'one', projectId, 'folders'] as const;

/** GET projects/{id}/folders: the virtual main folder (id 0) and the folders this user may see. */
export const projectFoldersQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: foldersKey(projectId),
    queryFn: ({ signal }) => apiData<Folder[]>(`projects/${projectId}/folders`, { signal }),
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });

export function useProjectFolders(projectId: number) {
  return useQuery(projectFoldersQueryOptions(projectId));
}

/** POST projects/{id}/folders {name, parentId}. */
export function createFolder({ projectId, name, parentId }: { projectId: number; name: string; parentId: number }) {
  return apiData<Folder>(`projects/${projectId}/folders`, { method: 'POST', body: { name, parentId } });
}

/** PUT folders/{id} {name}. */
export function renameFolder({ id, name }: { id: number; name: string }) {
  return apiData<Folder>(`folders/${id}`, { method: 'PUT', body: { name } });
}

/** DELETE folders/{id}. */
export function deleteFolder(id: number) {
  return apiData(`folders/${id}`, { method: 'DELETE' });
}

function useFolderMutation<V, R>(projectId: number, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: foldersKey(projectId) }),
  });
}

export const useCreateFolder = (projectId: number) => useFolderMutation(projectId, createFolder);
export const useRenameFolder = (projectId: number) => useFolderMutation(projectId, renameFolder);
export const useDeleteFolder = (projectId: number) => useFolderMutation(projectId, deleteFolder);
