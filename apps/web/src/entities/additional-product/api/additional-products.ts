import type { CreateAdditionalProductInput } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointBodyQuery, invalidateEndpoint } from '../../../lib/api-query';

const declared = endpoints.additionalProducts;

/** GET additional-products: every additional product by name, with the list's `can.create`. */
export function useAdditionalProducts() {
  return useQuery(endpointBodyQuery(declared.list, {}));
}

/** POST additional-products/add, or PUT additional-products/{id}. */
export function useSaveAdditionalProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CreateAdditionalProductInput }) =>
      id === null ? api.additionalProducts.create({ body }) : api.additionalProducts.update({ params: { id }, body }),
    onSettled: () =>
      Promise.all([invalidateEndpoint(queryClient, declared.list), invalidateEndpoint(queryClient, declared.form)]),
  });
}

/** DELETE additional-products/{id}. */
export function useDeleteAdditionalProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.additionalProducts.delete({ params: { id } }),
    onSettled: () =>
      Promise.all([invalidateEndpoint(queryClient, declared.list), invalidateEndpoint(queryClient, declared.form)]),
  });
}
