import { okResult, paginationQuery } from '../envelope';
import { defineEndpoint } from '../http/endpoint';
import { idParams } from '../primitives';
import {
  createProductFields,
  productCategoryListResponse,
  productCategoryRequest,
  productCategoryResponse,
  productListResponse,
  productPhotoParams,
  productResponse,
  updateProductFields,
} from '../products';

const READERS = 'Staff (users of a company, and Super); residents and users of no company: 404.';
const WRITERS = 'products.manage (DECISIONS.md "Condominiums and materials"); other staff 403, residents 404.';
const PHOTOS =
  'The file parts `product_photo` and `product_context_photo`: jpg, jpeg, png or gif by name and content (else 422 code 24), at most 20 MB (413) and 40 megapixels (24); stored re-encoded as JPEG without metadata, like user photos.';
const FIELDS =
  'manufacturer, name and code required ("required" under the field), price 0…1,000,000 with at most 2 decimals, external_link http(s) or empty, tag_ids comma-separated tag ids (an unknown tag: 422); else 422 code -1 with the field messages.';

/** Product categories and their products (spec part 3 "Products", §5, §7). */
export const productsEndpoints = {
  categories: defineEndpoint({
    method: 'GET',
    path: 'productcategories',
    area: 'product-categories',
    summary: 'Product categories',
    description: `By name, each with its products_count and \`can\`; the list's \`can.create\` for the create form. ${READERS}`,
    query: paginationQuery,
    response: productCategoryListResponse,
  }),
  createCategory: defineEndpoint({
    method: 'POST',
    path: 'productcategories',
    area: 'product-categories',
    summary: 'Creates a product category',
    description: `{name}: required, at most 255 characters. ${WRITERS}`,
    body: productCategoryRequest,
    response: productCategoryResponse,
    status: 201,
  }),
  updateCategory: defineEndpoint({
    method: 'PUT',
    path: 'productcategories/{id}',
    area: 'product-categories',
    summary: 'Renames a product category',
    description: `{name}. ${WRITERS}`,
    params: idParams,
    body: productCategoryRequest,
    response: productCategoryResponse,
  }),
  deleteCategory: defineEndpoint({
    method: 'DELETE',
    path: 'productcategories/{id}',
    area: 'product-categories',
    summary: 'Deletes a product category',
    description: `A category that still has products: 409 code 14, nothing changes. ${WRITERS}`,
    params: idParams,
    response: okResult,
    errors: [409],
  }),
  categoryProducts: defineEndpoint({
    method: 'GET',
    path: 'productcategories/{id}/products',
    area: 'products',
    summary: "A category's products",
    description: `By name, with photo URLs, tags and \`can\`. ${READERS}`,
    params: idParams,
    query: paginationQuery,
    response: productListResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'products',
    area: 'products',
    summary: 'Creates a product',
    description: `Multipart: product_category_id, manufacturer, name, code, description, price, measurements, external_link, tag_ids. ${FIELDS} ${PHOTOS} An unknown category: 422. ${WRITERS}`,
    body: createProductFields,
    multipart: true,
    files: ['product_photo', 'product_context_photo'],
    response: productResponse,
    status: 201,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: 'products/{id}',
    area: 'products',
    summary: 'A product',
    description: READERS,
    params: idParams,
    response: productResponse,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: 'products/{id}',
    area: 'products',
    summary: 'Edits a product',
    description: `Multipart, sent as POST \`?_method=PUT\`: the create's fields, each optional (left out: unchanged); delete_product_photo=1 and delete_product_context_photo=1 remove a photo; a file part replaces it. ${FIELDS} ${PHOTOS} ${WRITERS}`,
    params: idParams,
    body: updateProductFields,
    multipart: true,
    files: ['product_photo', 'product_context_photo'],
    response: productResponse,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'products/{id}',
    area: 'products',
    summary: 'Deletes a product and its photos',
    description: `A product used in a material form option: 409 code 14, nothing changes. Additional products based on it keep their own name and price. ${WRITERS}`,
    params: idParams,
    response: okResult,
    errors: [409],
  }),
  photo: defineEndpoint({
    method: 'GET',
    path: 'products/{id}/photos/{photo}',
    area: 'products',
    summary: "A product's photo or context photo (JPEG bytes)",
    description: `\`photo\` is product_photo or product_context_photo. Served as image/jpeg, nosniff. A product without that photo: 410 (the web shows a placeholder). ${READERS} Residents also read the photos of the products offered in their own apartment's material forms (404 for any other).`,
    addition: "the spec's answers carry product_photo and product_context_photo; this serves their bytes",
    params: productPhotoParams,
    response: 'file',
    errors: [410],
  }),
};
