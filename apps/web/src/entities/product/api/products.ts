import { BULK_PER_PAGE, type Product } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { multipartForm } from '@portal/contracts/http/multipart-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointBodyQuery, invalidateEndpoint } from '../../../lib/api-query';
import { invalidateProductCategories } from '../../product-category';

const declared = endpoints.products;

/** GET productcategories/{id}/products (bulk), with the list's `can.create`. */
export function useCategoryProducts(categoryId: number | null) {
  return useQuery({
    ...endpointBodyQuery(declared.categoryProducts, {
      params: { id: categoryId ?? 0 },
      query: { page: 1, per_page: BULK_PER_PAGE },
    }),
    enabled: categoryId !== null,
  });
}

/** What the product form holds; price as typed. */
export interface ProductDraft {
  product_category_id: number;
  manufacturer: string;
  name: string;
  code: string;
  description: string;
  price: string;
  measurements: string;
  external_link: string;
  tagIds: number[];
  /** New files; on an edit they replace the current ones. */
  photo: File | null;
  contextPhoto: File | null;
  /** On an edit: remove the current photo (without a new one). */
  removePhoto: boolean;
  removeContextPhoto: boolean;
}

/**
 * POST products, or PUT products/{id} (multipart, sent as POST `?_method=PUT`) with the spec's
 * delete_product_photo and delete_product_context_photo flags.
 */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft }: { id: number | null; draft: ProductDraft }): Promise<Product> => {
      const text = {
        product_category_id: draft.product_category_id,
        manufacturer: draft.manufacturer.trim(),
        name: draft.name.trim(),
        code: draft.code.trim(),
        description: draft.description.trim(),
        // Checked with the server's rule before sending (the form's zod check), so the comma is the only change.
        price: Number(draft.price.trim().replace(',', '.')),
        measurements: draft.measurements.trim(),
        external_link: draft.external_link.trim(),
        tag_ids: draft.tagIds,
      };
      const product_photo = draft.photo ?? undefined;
      const product_context_photo = draft.contextPhoto ?? undefined;
      if (id === null) {
        const formData = multipartForm(declared.create, {
          ...text,
          product_photo,
          product_context_photo,
        });
        return api.products.create({ formData });
      }
      const formData = multipartForm(declared.update, {
        ...text,
        delete_product_photo: !product_photo && draft.removePhoto ? 1 : undefined,
        delete_product_context_photo: !product_context_photo && draft.removeContextPhoto ? 1 : undefined,
        product_photo,
        product_context_photo,
      });
      return api.products.update({ params: { id }, formData });
    },
    onSettled: () =>
      Promise.all([
        invalidateEndpoint(queryClient, declared.categoryProducts),
        invalidateProductCategories(queryClient),
        invalidateEndpoint(queryClient, endpoints.tags.list),
      ]),
  });
}

/** DELETE products/{id}: 409 while a material form option uses it. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.products.delete({ params: { id } }),
    onSettled: () =>
      Promise.all([
        invalidateEndpoint(queryClient, declared.categoryProducts),
        invalidateProductCategories(queryClient),
      ]),
  });
}
