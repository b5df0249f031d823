import type { Product } from '@portal/contracts';
import { amountText } from '../../lib/format';
import type { ProductDraft } from './api/products';

/** The empty form of a new product in the category. */
export const emptyProductDraft = (categoryId: number): ProductDraft => ({
  product_category_id: categoryId,
  manufacturer: '',
  name: '',
  code: '',
  description: '',
  price: '',
  measurements: '',
  external_link: '',
  tagIds: [],
  photo: null,
  contextPhoto: null,
  removePhoto: false,
  removeContextPhoto: false,
});

/** The form of an existing product. */
export const productDraft = (product: Product, language: string): ProductDraft => ({
  ...emptyProductDraft(product.product_category_id),
  manufacturer: product.manufacturer,
  name: product.name,
  code: product.code,
  description: product.description,
  price: amountText(product.price, language),
  measurements: product.measurements,
  external_link: product.external_link,
  tagIds: product.tags.map((tag) => tag.id),
});
