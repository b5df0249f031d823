export {
  invalidateProductCategories,
  useCreateProductCategory,
  useDeleteProductCategory,
  useProductCategories,
  useRenameProductCategory,
} from './api/product-categories';
