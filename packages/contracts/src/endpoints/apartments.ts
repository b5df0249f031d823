import {
  apartmentCondominiumResponse,
  apartmentDetailResponse,
  apartmentListResponse,
  apartmentResponse,
  condominiumApartmentParams,
  createApartmentRequest,
} from '../apartments';
import { okResult } from '../envelope';
import { defineEndpoint } from '../http/endpoint';
import { idParams } from '../primitives';

const LISTERS =
  "Staff, and the condominium's admin; anyone else (its stakeholders and residents too) gets 404, as for a condominium they do not see.";
const READERS =
  "Staff, the apartment's owners and tenants, and its condominium's admin; anyone else gets 404, as does an apartment of another condominium.";
const MANAGERS = 'condominiums.manage (403 for staff without it); an apartment of another condominium is 404.';

/** A condominium's apartments (spec part 3 §2, §5, §7). Residents are the users area's. */
export const apartmentsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'condominiums/{id}/apartments',
    area: 'apartments',
    summary: "A condominium's apartments",
    description: `By stairwell, then apartment number (as numbers; no number first), each with its template's name and \`can\`; the list's \`can.create\` says whether the caller may add one. ${LISTERS}`,
    params: idParams,
    response: apartmentListResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'condominiums/{id}/apartments',
    area: 'apartments',
    summary: 'Adds an apartment',
    description: `{stairwell, apartment_number?, apartment_template_id}. A condominium without templates: 422 code 16. A template of another condominium: 422, \`fields.apartment_template_id\` = \`not-found\`. ${MANAGERS}`,
    params: idParams,
    body: createApartmentRequest,
    response: apartmentResponse,
    status: 201,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: 'condominiums/{id}/apartments/{apartmentId}',
    area: 'apartments',
    summary: 'One apartment, with its condominium',
    description: `The apartment, its template's name and its condominium's name and address. ${READERS}`,
    params: condominiumApartmentParams,
    response: apartmentDetailResponse,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'condominiums/{id}/apartments/{apartmentId}',
    area: 'apartments',
    summary: 'Deletes an apartment',
    description: `Deletes the apartment and its residents' memberships. ${MANAGERS}`,
    params: condominiumApartmentParams,
    response: okResult,
  }),
  ofCondominium: defineEndpoint({
    method: 'GET',
    path: 'apartments/condominium/{id}',
    area: 'apartments',
    summary: "A condominium's apartments (for the material forms)",
    description: `The same rows and order as \`condominiums/{id}/apartments\`. ${LISTERS}`,
    params: idParams,
    response: apartmentListResponse,
  }),
  condominium: defineEndpoint({
    method: 'GET',
    path: 'apartment/{id}/condominium',
    area: 'apartments',
    summary: "An apartment's condominium",
    description: `Its name and address. The spec's spelling with a trailing slash (\`apartment/{id}/condominium/\`) answers the same. ${READERS}`,
    params: idParams,
    response: apartmentCondominiumResponse,
  }),
};
