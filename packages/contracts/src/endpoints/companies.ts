import {
  companyListQuery,
  companyListResponse,
  companyResponse,
  createCompanyRequest,
  updateCompanyRequest,
} from '../companies';
import { okResult } from '../envelope';
import { defineEndpoint } from '../http/endpoint';
import { idParams } from '../primitives';

const ADMIN = 'The companies administration: owner-managers holding companies.manage.';
const NO_DIRECTORY =
  'A caller who is not on the owner side (Super or a user of an owner-type company) sees only their own companies; any other company is 404 (DECISIONS.md "Who may write").';
const MANAGEMENT = `${ADMIN} Also the company's own manager (/company-management/{id}); 404 for users outside the company. ${NO_DIRECTORY}`;

/** Companies (spec part 3 §2, §7). Each company answers `can` for the caller. */
export const companiesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'companies',
    area: 'companies',
    summary: 'Companies, by name',
    description: `Companies sorted by name with their roles and \`can\`; \`search\` matches name or code. ${ADMIN} ${NO_DIRECTORY}`,
    query: companyListQuery,
    response: companyListResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'companies',
    area: 'companies',
    summary: 'Creates a company',
    description: `Creates a company with its employee, editor and manager roles. 409 code 14 (field code) when the code is in use, regardless of case. ${ADMIN}`,
    body: createCompanyRequest,
    response: companyResponse,
    status: 201,
    errors: [409],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: 'companies/{id}',
    area: 'companies',
    summary: 'A company with its roles',
    description: `A company with its roles and \`can\`. ${MANAGEMENT}`,
    params: idParams,
    response: companyResponse,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: 'companies/{id}',
    area: 'companies',
    summary: 'Edits a company',
    description: `Edits name and code (409 code 14 when the code is in use); the type only for the administration (403 otherwise). ${MANAGEMENT}`,
    params: idParams,
    body: updateCompanyRequest,
    response: companyResponse,
    errors: [409],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'companies/{id}',
    area: 'companies',
    summary: 'Deletes a company',
    description: `Deletes a company. 409 code 14 while it has users (or projects). ${ADMIN} Its own manager may not (403); anyone else outside the company: 404.`,
    params: idParams,
    response: okResult,
    errors: [409],
  }),
};
