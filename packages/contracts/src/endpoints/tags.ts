import { okResult } from '../envelope';
import { defineEndpoint } from '../http/endpoint';
import { idParams } from '../primitives';
import { productArrayResponse, tagListResponse, tagRequest, tagResponse } from '../products';

const READERS = 'Staff (users of a company, and Super); residents and users of no company: 404.';
const WRITERS = 'products.manage; other staff 403, residents 404.';

/**
 * Tags on products (spec part 3 §7; the spec shows no fields, README "Behaviour"): a tag is a
 * name shared by the whole catalogue; products carry tags through their `tag_ids` field.
 */
export const tagsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'tags',
    area: 'tags',
    summary: 'Every tag',
    description: `By name, each with products_count and \`can\`. ${READERS}`,
    response: tagListResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'tags',
    area: 'tags',
    summary: 'Creates a tag',
    description: `{name}: required, at most 255 characters; a name in use (regardless of case): 409 code 14. ${WRITERS}`,
    body: tagRequest,
    response: tagResponse,
    status: 201,
    errors: [409],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: 'tags/{id}',
    area: 'tags',
    summary: 'Renames a tag',
    description: `{name}; a name in use: 409 code 14. ${WRITERS}`,
    params: idParams,
    body: tagRequest,
    response: tagResponse,
    errors: [409],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'tags/{id}',
    area: 'tags',
    summary: 'Deletes a tag',
    description: `A tag that products still carry: 409 code 14, nothing changes. ${WRITERS}`,
    params: idParams,
    response: okResult,
    errors: [409],
  }),
  category: defineEndpoint({
    method: 'GET',
    path: 'productcategories/{id}/tags',
    area: 'tags',
    summary: "The tags of a category's products",
    description: `The tags that at least one product of the category carries, by name. ${READERS}`,
    params: idParams,
    response: tagListResponse,
  }),
  products: defineEndpoint({
    method: 'GET',
    path: 'producttags/{id}/products',
    area: 'tags',
    summary: 'The products that carry a tag',
    description: `By name. ${READERS}`,
    params: idParams,
    response: productArrayResponse,
  }),
};
