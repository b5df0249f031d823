import { condominiumApartmentParams } from '../apartments';
import { okResult } from '../envelope';
import { defineEndpoint } from '../http/endpoint';
import { idParams } from '../primitives';
import {
  addApartmentResidentRequest,
  addCondominiumPersonRequest,
  allowedRolesResponse,
  apartmentRoleRequest,
  apartmentUserParams,
  condominiumRoleRequest,
  condominiumUserParams,
  myApartmentsResponse,
  myCondominiumsResponse,
  residentListResponse,
  residentResponse,
} from '../residents';

const READ_CONDOMINIUM =
  "Staff (users of a company) and the condominium's admins and stakeholders; owners and tenants and everyone else: 404.";
const MANAGE =
  "condominiums.manage, or the condominium's admin (403 for others who read it); another condominium: 404.";
const READ_APARTMENT =
  "Staff, the condominium's admins and stakeholders, and the apartment's own owners and tenants (names and roles only, e-mail and phone null); an apartment not in the condominium of the path: 404.";
const NEW_ACCOUNT =
  'An e-mail without an account creates one with no company and sends the activation e-mail in `locale` (English when not given); an existing account keeps its name and joins with the role.';

/** The people of condominiums and apartments (spec part 3 §7, DECISIONS.md "Apartment residents"). */
export const residentsEndpoints = {
  condominiumUsers: defineEndpoint({
    method: 'GET',
    path: 'condominium/{id}/users',
    area: 'condominiums',
    summary: "A condominium's people",
    description: `Its admins and stakeholders, then the owners and tenants of all its apartments (each with its apartment), by name; one row per role. \`can.create\`: the caller may add people. ${READ_CONDOMINIUM}`,
    params: idParams,
    response: residentListResponse,
  }),
  addCondominiumUser: defineEndpoint({
    method: 'POST',
    path: 'condominium/{id}/users',
    area: 'condominiums',
    summary: 'Adds a person to a condominium by e-mail',
    description: `{email, name, role, apartment_id?, locale?}: role admin or stakeholder joins the condominium; owner or tenant joins the apartment \`apartment_id\` (required, 422 without; an apartment of another condominium: 404). A person who already holds a role there gets the new one. ${NEW_ACCOUNT} ${MANAGE}`,
    params: idParams,
    body: addCondominiumPersonRequest,
    response: residentResponse,
    status: 201,
  }),
  updateCondominiumUser: defineEndpoint({
    method: 'PUT',
    path: 'condominium/{id}/users/{userId}',
    area: 'condominiums',
    summary: "Changes a person's condominium role",
    description: `{role}: admin or stakeholder. A user without a role in this condominium: 404. ${MANAGE}`,
    params: condominiumUserParams,
    body: condominiumRoleRequest,
    response: residentResponse,
  }),
  removeCondominiumUser: defineEndpoint({
    method: 'DELETE',
    path: 'condominium/{id}/users/{userId}',
    area: 'condominiums',
    summary: "Removes a person's condominium role",
    description: `Removes the admin or stakeholder role; apartment roles stay (remove them with the apartment's destroy). The account stays. A user without a role here: 404. ${MANAGE}`,
    params: condominiumUserParams,
    response: okResult,
  }),
  modifyCondominiumRoleGet: defineEndpoint({
    method: 'GET',
    path: 'condominium/{id}/user/{userId}/modifyRole',
    area: 'condominiums',
    summary: 'Gives a user a condominium role (the GET the spec sends)',
    description: `A write the spec sends as GET, the role in the query (\`?role=admin\`); the POST twin is the same. Adds the user to the condominium or changes the role; a user that does not exist: 404. ${MANAGE}`,
    params: condominiumUserParams,
    query: condominiumRoleRequest,
    response: residentResponse,
  }),
  modifyCondominiumRole: defineEndpoint({
    method: 'POST',
    path: 'condominium/{id}/user/{userId}/modifyRole',
    area: 'condominiums',
    summary: 'Gives a user a condominium role',
    description: `{role}: admin or stakeholder. Adds the user to the condominium or changes the role; a user that does not exist: 404. ${MANAGE}`,
    params: condominiumUserParams,
    body: condominiumRoleRequest,
    response: residentResponse,
  }),
  apartmentUsers: defineEndpoint({
    method: 'GET',
    path: 'condominium/{id}/apartments/{apartmentId}/users',
    area: 'apartments',
    summary: "An apartment's residents",
    description: `Its owners and tenants by name. ${READ_APARTMENT}`,
    params: condominiumApartmentParams,
    response: residentListResponse,
  }),
  addApartmentUser: defineEndpoint({
    method: 'POST',
    path: 'condominium/{id}/apartments/{apartmentId}/users',
    area: 'apartments',
    summary: 'Adds a resident to an apartment by e-mail',
    description: `{email, name, role, locale?}: role owner or tenant. ${NEW_ACCOUNT} A resident already there gets the new role. ${MANAGE}`,
    addition:
      'the spec adds residents only by user id (modifyRole); staff add a person by e-mail (DECISIONS.md "Apartment residents")',
    params: condominiumApartmentParams,
    body: addApartmentResidentRequest,
    response: residentResponse,
    status: 201,
  }),
  modifyApartmentRole: defineEndpoint({
    method: 'POST',
    path: 'condominium/{id}/apartments/{apartmentId}/user/{userId}/modifyRole',
    area: 'apartments',
    summary: 'Adds a user to an apartment or changes the role',
    description: `{role}: owner or tenant. A user that does not exist: 404. ${MANAGE}`,
    params: apartmentUserParams,
    body: apartmentRoleRequest,
    response: residentResponse,
  }),
  allowedApartmentRoles: defineEndpoint({
    method: 'GET',
    path: 'condominium/{id}/apartments/{apartmentId}/getAllowedRoles',
    area: 'apartments',
    summary: 'The roles an apartment user may have',
    description: `owner and tenant (DECISIONS.md "Condominiums and materials"). ${READ_APARTMENT}`,
    params: condominiumApartmentParams,
    response: allowedRolesResponse,
  }),
  removeApartmentUser: defineEndpoint({
    method: 'DELETE',
    path: 'condominium/{id}/apartments/{apartmentId}/user/{userId}/destroy',
    area: 'apartments',
    summary: 'Removes a resident from an apartment',
    description: `The account stays. A user who is not a resident of the apartment: 404. ${MANAGE}`,
    params: apartmentUserParams,
    response: okResult,
  }),
  myApartments: defineEndpoint({
    method: 'GET',
    path: 'user/apartments',
    area: 'apartments',
    summary: "The caller's own apartments",
    description:
      'The apartments where the caller is an owner or tenant, with their condominiums, by condominium name, stairwell and number; empty for anyone else. Any signed-in user.',
    addition:
      'the "My apartments" page of residents (DECISIONS.md "Apartment residents"); the session carries only the ids',
    response: myApartmentsResponse,
  }),
  myCondominiums: defineEndpoint({
    method: 'GET',
    path: 'user/condominiums',
    area: 'condominiums',
    summary: 'The condominiums where the caller is an admin or stakeholder',
    description: 'By name; empty for anyone else. Any signed-in user.',
    addition: 'the "My apartments" page of condominium admins and stakeholders (DECISIONS.md "Apartment residents")',
    response: myCondominiumsResponse,
  }),
};
