import type { MobileLinkInput } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointQuery, invalidateEndpoint } from '../../../lib/api-query';

const declared = endpoints.mobileLinks;

/** GET mobilelinks: the links by order (every signed-in user; kept at /mobilelinks). */
export function useMobileLinks() {
  return useQuery(endpointQuery(declared.list, {}));
}

/** POST mobilelinks, or PUT mobilelinks/{id}; the list is read again afterwards. */
export function useSaveMobileLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: MobileLinkInput }) =>
      id === null ? api.mobileLinks.create({ body: values }) : api.mobileLinks.update({ params: { id }, body: values }),
    onSettled: () => invalidateEndpoint(queryClient, declared.list),
  });
}

export function useDeleteMobileLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.mobileLinks.delete({ params: { id } }),
    onSettled: () => invalidateEndpoint(queryClient, declared.list),
  });
}
