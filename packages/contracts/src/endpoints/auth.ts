import {
  authenticateRequest,
  authenticateResponse,
  changePasswordRequest,
  currentUserResponse,
  privacyTermsResponse,
  pusherAuthRequest,
  pusherAuthResponse,
  resetPasswordRequest,
} from '../auth';
import { okResult } from '../envelope';
import { defineEndpoint } from '../http/endpoint';
import { idParams } from '../primitives';

const PHOTO_READERS =
  'A photo is served to its owner, to users who share a company or a project with them, and to user administrators (users.manage); to anyone else, and when there is none, 404.';

/** Sign-in, the login check, terms, passwords and user photos (spec part 1 §3–§5, §7). */
export const authEndpoints = {
  authenticate: defineEndpoint({
    method: 'POST',
    path: 'authenticate',
    area: 'auth',
    summary: 'Signs in',
    description:
      '401 for a wrong e-mail or password, 401 "User has been disabled." (code 44) for a disabled user. 429 with Retry-After after 5 failures of one account from one address in 15 minutes, 50 failures of the account from anywhere in an hour, or 30 failures from one address (all configurable).',
    body: authenticateRequest,
    response: authenticateResponse,
    auth: 'public',
    errors: [401, 429],
  }),
  currentUser: defineEndpoint({
    method: 'GET',
    path: 'user',
    area: 'auth',
    summary: 'The signed-in user (the login check)',
    response: currentUserResponse,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: 'logout',
    area: 'auth',
    summary: 'Signs out',
    description: 'Revokes the bearer token.',
    response: okResult,
    addition: "revokes the bearer token; not in the spec's catalogue but needed",
  }),
  privacyTerms: defineEndpoint({
    method: 'GET',
    path: 'privacyterms',
    area: 'auth',
    summary: 'The privacy terms in every language',
    description: 'Open without a login.',
    response: privacyTermsResponse,
    auth: 'public',
  }),
  acceptPrivacyTerms: defineEndpoint({
    method: 'POST',
    path: 'acceptedprivacyterms',
    area: 'auth',
    summary: 'Records that the user accepted the terms',
    response: okResult,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: 'user/reset-password',
    area: 'auth',
    summary: 'Asks for a password reset link',
    description:
      'Always 200, answered in the same way and time whether or not the account exists: the link to /forgot/{token}/{email} is mailed by a background job when the address belongs to an enabled account. 429 with Retry-After after 10 requests from one address in 15 minutes (configurable).',
    body: resetPasswordRequest,
    response: okResult,
    auth: 'public',
    errors: [429],
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: 'user/change-password',
    area: 'auth',
    summary: 'Sets a password from an activation or reset link',
    description: '409 code 14 mismatch; 400 code 6 invalid, used or expired link; 422 weak password.',
    body: changePasswordRequest,
    response: okResult,
    auth: 'public',
    errors: [400, 409],
  }),
  getUserPhoto: defineEndpoint({
    method: 'GET',
    path: 'userphoto/{id}',
    area: 'auth',
    summary: "A user's photo (JPEG bytes)",
    description: PHOTO_READERS,
    params: idParams,
    response: 'file',
  }),
  saveUserPhoto: defineEndpoint({
    method: 'PUT',
    path: 'userphoto/{id}',
    area: 'auth',
    summary: "Sets a user's photo",
    description:
      "Multipart field `user_photo`: jpg, jpeg, png or gif, checked by content (else 24); over 40 megapixels: 24, refused before decoding. Stored re-encoded as JPEG: orientation applied, metadata (GPS) stripped, long side at most 1024 px. The user themself, user administrators (users.manage) and company-user administrators (company-users.manage) managing one of the user's companies; others 403. Sent as POST ?_method=PUT by browsers.",
    params: idParams,
    multipart: true,
    files: ['user_photo'],
    response: okResult,
  }),
  deleteUserPhoto: defineEndpoint({
    method: 'DELETE',
    path: 'userphoto/{id}',
    area: 'auth',
    summary: "Removes a user's photo",
    description: 'Same callers as setting it; others 403.',
    params: idParams,
    response: okResult,
  }),
  pusherAuth: defineEndpoint({
    method: 'POST',
    path: 'auth/pusher',
    area: 'realtime',
    summary: 'Signs a real-time subscription',
    description:
      'Form or JSON: socket_id, channel_name. Only `private-user.{id}` of the signed-in user; 403 otherwise. Answers `{ auth }` as pusher-js expects, without the data envelope.',
    body: pusherAuthRequest,
    response: pusherAuthResponse,
  }),
};
