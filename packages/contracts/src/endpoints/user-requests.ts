import { okResult } from '../envelope';
import { defineEndpoint } from '../http/endpoint';
import { idParams } from '../primitives';
import {
  approveUserRequestRequest,
  approveUserRequestResponse,
  portalUserRequest,
  userRequestListQuery,
  userRequestListResponse,
  userRequestResponse,
} from '../users';

const DECIDERS = 'Owner-managers holding users.manage.';
const CHOSEN = 'the spec names POST portal/user but not how a request is decided';

/** New-user requests: anyone may ask (POST portal/user); user administrators decide. */
export const userRequestsEndpoints = {
  submit: defineEndpoint({
    method: 'POST',
    path: 'portal/user',
    area: 'users',
    summary: 'Asks for an account',
    description:
      'A request for an account, open without a login (name, email, phone?, company_id?, company_name?, message?, locale?). Always `{ data: { ok: true } }`, whether or not the address has an account; an owner-manager holding users.manage approves or rejects it. 422 for invalid fields or an unknown company_id.',
    body: portalUserRequest,
    response: okResult,
    auth: 'public',
  }),
  list: defineEndpoint({
    method: 'GET',
    path: 'portal/user-requests',
    area: 'users',
    summary: 'New-user requests',
    description: `New-user requests, newest first, with \`can\`; pending ones unless \`status\` (approved, rejected, all). ${DECIDERS}`,
    query: userRequestListQuery,
    response: userRequestListResponse,
    addition: CHOSEN,
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: 'portal/user-requests/{id}/approve',
    area: 'users',
    summary: 'Approves a new-user request',
    description: `Makes the account in \`company_id\` (or the request's company; neither: 422 code 2; the body may be left out) with optional \`roles\` and \`user_category_id\`, and e-mails the activation link. 409 code 14 when already decided; 422 \`email-in-use\` when the address got an account meanwhile. ${DECIDERS}`,
    params: idParams,
    body: approveUserRequestRequest.nullish(),
    response: approveUserRequestResponse,
    addition: CHOSEN,
    errors: [409],
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: 'portal/user-requests/{id}/reject',
    area: 'users',
    summary: 'Rejects a new-user request',
    description: `Rejects a pending request (409 code 14 when already decided). ${DECIDERS}`,
    params: idParams,
    response: userRequestResponse,
    addition: CHOSEN,
    errors: [409],
  }),
};
