import { BULK_PER_PAGE } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointBodyQuery, invalidateEndpoint } from '../../../lib/api-query';

const declared = endpoints.products;

/** The categories list (its counts change with products too: the product entity calls this). */
export const invalidateProductCategories = (queryClient: QueryClient) =>
  invalidateEndpoint(queryClient, declared.categories);

/** GET productcategories (bulk), with the list's `can.create`. */
export function useProductCategories() {
  return useQuery(endpointBodyQuery(declared.categories, { query: { page: 1, per_page: BULK_PER_PAGE } }));
}

function useCategoryMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => invalidateProductCategories(queryClient) });
}

/** POST productcategories. */
export const useCreateProductCategory = () =>
  useCategoryMutation((name: string) => api.products.createCategory({ body: { name } }));
/** PUT productcategories/{id}. */
export const useRenameProductCategory = () =>
  useCategoryMutation(({ id, name }: { id: number; name: string }) =>
    api.products.updateCategory({ params: { id }, body: { name } }),
  );
/** DELETE productcategories/{id}: 409 while it has products. */
export const useDeleteProductCategory = () =>
  useCategoryMutation((id: number) => api.products.deleteCategory({ params: { id } }));
