import { endpoints } from '@portal/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateEndpoint } from '../../../lib/api-query';

function useSubtypeMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidateEndpoint(queryClient, endpoints.projectSubtypes.list),
  });
}

/** POST projectSubtypes {name}. */
export const useCreateProjectSubtype = () =>
  useSubtypeMutation((name: string) => api.projectSubtypes.create({ body: { name } }));
/** PUT projectSubtypes/{id} {name}. */
export const useUpdateProjectSubtype = () =>
  useSubtypeMutation(({ id, name }: { id: number; name: string }) =>
    api.projectSubtypes.rename({ params: { id }, body: { name } }),
  );
/** DELETE projectSubtypes/{id}; the default subtype answers 36. */
export const useDeleteProjectSubtype = () =>
  useSubtypeMutation((id: number) => api.projectSubtypes.delete({ params: { id } }));
