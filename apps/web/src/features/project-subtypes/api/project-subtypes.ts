import { BULK_PER_PAGE } from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import type { ProjectSubtype } from '../../projects/api/shapes';

export const projectSubtypesQueryKey = ['project-subtypes'] as const;

/** GET projectSubtypes (bulk). */
export const projectSubtypesQueryOptions = queryOptions({
  queryKey: [...projectSubtypesQueryKey, 'list'],
  queryFn: ({ signal }) => apiData<ProjectSubtype[]>('projectSubtypes', { query: { per_page: BULK_PER_PAGE }, signal }),
  staleTime: 60_000,
});

export function useProjectSubtypes(enabled = true) {
  return useQuery({ ...projectSubtypesQueryOptions, enabled });
}

/** POST projectSubtypes {name}. */
export function createProjectSubtype(name: string): Promise<ProjectSubtype> {
  return apiData<ProjectSubtype>('projectSubtypes', { method: 'POST', body: { name } });
}

/** PUT projectSubtypes/{id} {name}. */
export function updateProjectSubtype({ id, name }: { id: number; name: string }): Promise<ProjectSubtype> {
  return apiData<ProjectSubtype>(`projectSubtypes/${id}`, { method: 'PUT', body: { name } });
}

/** DELETE projectSubtypes/{id}; the default subtype answers 36. */
export function deleteProjectSubtype(id: number): Promise<unknown> {
  return apiData(`projectSubtypes/${id}`, { method: 'DELETE' });
}

function useSubtypeMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectSubtypesQueryKey }),
  });
}

export const useCreateProjectSubtype = () => useSubtypeMutation(createProjectSubtype);
export const useUpdateProjectSubtype = () => useSubtypeMutation(updateProjectSubtype);
export const useDeleteProjectSubtype = () => useSubtypeMutation(deleteProjectSubtype);
