import { okResult } from '../envelope';
import { defineEndpoint } from '../http/endpoint';
import { idParams } from '../primitives';
import {
  companyUserResponse,
  globalRolesRequest,
  manualPasswordRequest,
  updateUserRequest,
  userDetailResponse,
  userListQuery,
  userListResponse,
} from '../users';

const ADMIN = 'users.manage; only Super changes a Super user.';

/** Users over every company (spec part 3 §3, §7). Each user answers `can` for the caller. */
export const usersEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'users',
    area: 'users',
    summary: 'Every user',
    description: `Every user with roles, companies and \`can\`, by name. \`enabled=0\` lists the inactive users; \`search\` matches name or e-mail; \`company_id\` one company. ${ADMIN}`,
    query: userListQuery,
    response: userListResponse,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: 'users/{id}',
    area: 'users',
    summary: 'A user with their permissions',
    description:
      'A user with `permissions` (effective, with p: labels) and `contentPermissions` (of their company roles): the /permissions user selector. The user themself, users.manage, or company-users.manage in one of their companies. A caller who is not on the owner side gets 404 for a user who shares no company with them (DECISIONS.md "Who may write"); so does anyone who may not read the user.',
    params: idParams,
    response: userDetailResponse,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: 'users/{id}',
    area: 'users',
    summary: 'Edits an account',
    description: `Edits an account (only the fields sent). Re-enabling from the inactive users tab is \`{ "enabled": 1 }\`; disabling ends the user's sessions; nobody disables themself (409). ${ADMIN}`,
    params: idParams,
    body: updateUserRequest,
    response: companyUserResponse,
    addition: 'the all users and inactive users tabs edit and re-enable accounts outside a company',
    errors: [409],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'users/{id}',
    area: 'users',
    summary: 'Deletes an account',
    description: `Deletes an account. Not one's own (409); an account still referenced by content: 409 (disable it instead). ${ADMIN}`,
    params: idParams,
    response: okResult,
    errors: [409],
  }),
  setGlobalRoles: defineEndpoint({
    method: 'PUT',
    path: 'users/{id}/global-roles',
    area: 'users',
    summary: 'Grants or revokes the global roles',
    description:
      '`{ owner?, super? }`, omitted ones stay. Super only; a Super cannot revoke their own Super role (409).',
    params: idParams,
    body: globalRolesRequest,
    response: companyUserResponse,
    addition: 'spec: "a Super user grants and revokes the global roles owner and Super in the users screens"',
    errors: [409],
  }),
  setManualPassword: defineEndpoint({
    method: 'POST',
    path: 'user/manual-password',
    area: 'users',
    summary: "Sets a user's password",
    description:
      "Sets a user's password directly: `{ user_id, newPassword }`. Empty: 422 `newPassword: ['new-password-empty-warning']`; weak: 422 with the strength messages. Ends the user's sessions. users.manage, or company-users.manage for a user of a company the caller manages who belongs to no other company and holds no global role.",
    body: manualPasswordRequest,
    response: okResult,
    errors: [404],
  }),
};
