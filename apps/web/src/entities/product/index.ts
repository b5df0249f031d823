export { useProductPhoto } from './api/product-photo';
export { type ProductDraft, useCategoryProducts, useDeleteProduct, useSaveProduct } from './api/products';
export { ProductPhotoThumb } from './components/product-photo-thumb';
export { formatPrice, isValidPrice, priceText } from './price';
export { emptyProductDraft, type ProductFieldProblem, productDraft, productDraftProblems } from './product-form';
