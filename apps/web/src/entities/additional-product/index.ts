export {
  useAdditionalProducts,
  useDeleteAdditionalProduct,
  useSaveAdditionalProduct,
} from './api/additional-products';
