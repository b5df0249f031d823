import { endpoints } from '@portal/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointBodyQuery, invalidateEndpoint } from '../../../lib/api-query';

const declared = endpoints.tags;

/** GET tags: every tag of the catalogue, with the list's `can.create`. */
export function useTags() {
  return useQuery(endpointBodyQuery(declared.list, {}));
}

/** POST tags: a name in use is 409. */
export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.tags.create({ body: { name } }),
    onSettled: () => invalidateEndpoint(queryClient, declared.list),
  });
}

/** PUT tags/{id}: a name in use is 409. */
export function useRenameTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => api.tags.update({ params: { id }, body: { name } }),
    // Products show their tags' names.
    onSettled: () =>
      Promise.all([
        invalidateEndpoint(queryClient, declared.list),
        invalidateEndpoint(queryClient, endpoints.products.categoryProducts),
      ]),
  });
}

/** DELETE tags/{id}: 409 while products carry it. */
export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.tags.delete({ params: { id } }),
    onSettled: () => invalidateEndpoint(queryClient, declared.list),
  });
}
