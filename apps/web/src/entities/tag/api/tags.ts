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
