import { okResult } from '../envelope';
import { defineEndpoint } from '../http/endpoint';
import { mobileLinkInput, mobileLinkListResponse, mobileLinkResponse } from '../mobile-links';
import { idParams } from '../primitives';

const ADMIN = 'Owner-managers (Super always); others 403.';

/** Mobile links (spec part 2 "Mobile links", §7): the mobile app's menu, kept at /mobilelinks. */
export const mobileLinksEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'mobilelinks',
    area: 'mobile-links',
    summary: 'The mobile links, by order',
    description: 'Every signed-in user (the mobile app reads them). Sorted by order, then id.',
    response: mobileLinkListResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'mobilelinks',
    area: 'mobile-links',
    summary: 'Adds a mobile link',
    description: `{title, link, order}: title and link required, link not a script scheme (\`safe-link\`), order defaults to 0. ${ADMIN}`,
    body: mobileLinkInput,
    response: mobileLinkResponse,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: 'mobilelinks/{id}',
    area: 'mobile-links',
    summary: 'Changes a mobile link',
    description: `As on create. ${ADMIN}`,
    params: idParams,
    body: mobileLinkInput,
    response: mobileLinkResponse,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'mobilelinks/{id}',
    area: 'mobile-links',
    summary: 'Deletes a mobile link',
    description: ADMIN,
    params: idParams,
    response: okResult,
  }),
};
