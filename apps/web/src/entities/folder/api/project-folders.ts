import { endpoints } from '@portal/contracts/endpoints';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-error';
import { endpointQuery, invalidateEndpoint } from '../../../lib/api-query';

/** GET projects/{id}/folders: the virtual main folder (id 0) and the folders this user may see. */
export const projectFoldersQueryOptions = (projectId: number) => ({
  ...endpointQuery(endpoints.folders.list, { params: { id: projectId } }),
  retry: (failures: number, error: Error) => !(isApiError(error) && error.status === 404) && failures < 2,
});

export function useProjectFolders(projectId: number) {
  return useQuery(projectFoldersQueryOptions(projectId));
}

/** A project's folders, asked again (after a change to them or to who may see them). */
export function invalidateProjectFolders(queryClient: QueryClient, projectId: number) {
  return invalidateEndpoint(queryClient, endpoints.folders.list, { params: { id: projectId } });
}

function useFolderMutation<V, R>(projectId: number, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateProjectFolders(queryClient, projectId) });
}

export const useCreateFolder = (projectId: number) =>
  useFolderMutation(projectId, ({ name, parentId }: { name: string; parentId: number }) =>
    api.folders.create({ params: { id: projectId }, body: { name, parentId } }),
  );
export const useRenameFolder = (projectId: number) =>
  useFolderMutation(projectId, ({ id, name }: { id: number; name: string }) =>
    api.folders.rename({ params: { id }, body: { name } }),
  );
export const useDeleteFolder = (projectId: number) =>
  useFolderMutation(projectId, (id: number) => api.folders.delete({ params: { id } }));
