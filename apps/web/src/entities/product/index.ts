export { useProductPhoto } from './api/product-photo';
export { type ProductDraft, useCategoryProducts, useDeleteProduct, useSaveProduct } from './api/products';
export { ProductPhotoThumb } from './components/product-photo-thumb';
export { formatPrice } from './price';
export { emptyProductDraft, productDraft } from './product-form';
