import { okResult } from '../envelope';
import { defineEndpoint } from '../http/endpoint';
import { idParams } from '../primitives';
import {
  additionalProductListResponse,
  additionalProductResponse,
  createAdditionalProductRequest,
  updateAdditionalProductRequest,
} from '../products';

const READERS = 'Staff (users of a company, and Super); residents and users of no company: 404.';
const WRITERS = 'products.manage; other staff 403, residents 404.';
const FIELDS =
  'name required (at most 255), description, price 0…1,000,000 with 2 decimals, product_id (a catalogue product, else 422), material_form_id (a material form, else 422).';

/**
 * Additional products (spec part 3 §7, listed with quotes; README "Behaviour"): extras offered
 * outside a material form's selects, kept with the product catalogue.
 */
export const additionalProductsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'additional-products',
    area: 'material-quotes',
    summary: 'Every additional product',
    description: `By name, with \`can\`. ${READERS}`,
    response: additionalProductListResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'additional-products/add',
    area: 'material-quotes',
    summary: 'Adds an additional product',
    description: `${FIELDS} ${WRITERS}`,
    body: createAdditionalProductRequest,
    response: additionalProductResponse,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: 'additional-products/{id}',
    area: 'material-quotes',
    summary: 'Edits an additional product',
    description: `Any of the create's fields; one left out keeps its value. ${WRITERS}`,
    params: idParams,
    body: updateAdditionalProductRequest,
    response: additionalProductResponse,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'additional-products/{id}',
    area: 'material-quotes',
    summary: 'Deletes an additional product',
    description: WRITERS,
    params: idParams,
    response: okResult,
  }),
  form: defineEndpoint({
    method: 'GET',
    path: 'additional-products/form/{id}',
    area: 'material-quotes',
    summary: 'The additional products offered with a material form',
    description: `Those tied to material form {id} and those offered with every form (material_form_id null), by name. A form that does not exist, or whose project the caller does not see: 404. ${READERS}`,
    params: idParams,
    response: additionalProductListResponse,
  }),
};
