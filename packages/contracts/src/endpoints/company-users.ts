import { okResult, paginationQuery } from '../envelope';
import { defineEndpoint } from '../http/endpoint';
import { idParams } from '../primitives';
import {
  addCompanyUserRoleRequest,
  companyUserParams,
  companyUserResponse,
  companyUserRoleParams,
  createCompanyUserRequest,
  updateUserRequest,
  userListResponse,
} from '../users';

const WHO =
  'company-users.manage in a company where the caller is a manager, or users.manage for any company. A caller outside the company gets 404 (so does a user who is not on the owner side asking about another company); a member without the right 403.';

/** The users of one company (spec part 3 §3, §7; the /company-management screen). */
export const companyUsersEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'companies/{id}/users',
    area: 'users',
    summary: "A company's users",
    description: `The company's users with their roles in it and \`can\`. ${WHO}`,
    params: idParams,
    query: paginationQuery,
    response: userListResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'companies/{id}/users',
    area: 'users',
    summary: 'Creates an account in a company',
    description: `Creates an account in the company (employee plus the given roles; the default category when none is chosen) and e-mails the activation link when enabled. An e-mail that already has an account: 422 \`email: ['email-in-use']\`. ${WHO}`,
    params: idParams,
    body: createCompanyUserRequest,
    response: companyUserResponse,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: 'companies/{id}/users/{userId}',
    area: 'users',
    summary: "Edits a company user's account",
    description: `Edits the account (only the fields sent). A company manager may not change users who also belong to other companies or hold a global role (403); nobody disables themself (409). ${WHO}`,
    params: companyUserParams,
    body: updateUserRequest,
    response: companyUserResponse,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: 'companies/{id}/users/{userId}',
    area: 'users',
    summary: 'Takes a user out of a company',
    description: `Takes the user out of the company (the account stays; DELETE users/{id} removes accounts). ${WHO}`,
    params: companyUserParams,
    response: okResult,
  }),
  resetPassword: defineEndpoint({
    method: 'PUT',
    path: 'companies/{id}/users/{userId}/resetpassword',
    area: 'users',
    summary: 'E-mails a password reset link',
    description: `E-mails the user a password reset link (the activation link when the account was never activated). ${WHO}`,
    params: companyUserParams,
    response: okResult,
  }),
  addRole: defineEndpoint({
    method: 'POST',
    path: 'companies/{id}/users/{userId}/roles',
    area: 'users',
    summary: 'Adds a company role to a user',
    description: `Adds a role of this company (\`id\`: its role id, or the name manager, editor or employee); 422 when it is not one of the company's roles. User administrators may add a role to an account of another company, which makes it a member here as well (a company's manager gets 404 for non-members). ${WHO}`,
    params: companyUserParams,
    body: addCompanyUserRoleRequest,
    response: companyUserResponse,
  }),
  removeRole: defineEndpoint({
    method: 'DELETE',
    path: 'companies/{id}/users/{userId}/roles/{roleId}',
    area: 'users',
    summary: 'Removes a company role from a user',
    description: `Removes a role (id or name) of this company; the employee role cannot be removed (409 code 14). ${WHO}`,
    params: companyUserRoleParams,
    response: companyUserResponse,
    errors: [409],
  }),
};
