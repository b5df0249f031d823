import type { Product } from '@portal/contracts';
import type { ProductDraft } from './api/products';
import { isValidPrice, priceText } from './price';

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
  price: priceText(product.price, language),
  measurements: product.measurements,
  external_link: product.external_link,
  tagIds: product.tags.map((tag) => tag.id),
});

export type ProductFieldProblem = 'required' | 'invalidPrice' | 'invalidLink';

/**
 * The client's checks, the server's rules (spec part 3 §5): manufacturer, name and code required,
 * price numeric 0…1,000,000 with 2 decimals, the link http(s) or empty.
 */
export function productDraftProblems(draft: ProductDraft): Partial<Record<keyof ProductDraft, ProductFieldProblem>> {
  const problems: Partial<Record<keyof ProductDraft, ProductFieldProblem>> = {};
  for (const field of ['manufacturer', 'name', 'code'] as const) {
    if (!draft[field].trim()) problems[field] = 'required';
  }
  if (!draft.price.trim()) problems.price = 'required';
  else if (!isValidPrice(draft.price)) problems.price = 'invalidPrice';
  const link = draft.external_link.trim();
  if (link && !/^https?:\/\/\S+$/i.test(link)) problems.external_link = 'invalidLink';
  return problems;
}
