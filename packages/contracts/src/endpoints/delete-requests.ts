import {
  acceptDeleteRequestsRequest,
  createDeleteRequestRequest,
  deleteRequestIdsResponse,
  deleteRequestListResponse,
  deleteRequestResponse,
} from '../delete-requests';
import { okResult } from '../envelope';
import { defineEndpoint } from '../http/endpoint';
import { idParams } from '../primitives';

const MANAGERS =
  'Needs document-delete-requests.manage and documents.access (Super always); only requests of documents the caller sees, others are 404.';

/** Document delete requests (spec part 1 "Delete-requests modal", part 2 §7). */
export const deleteRequestsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'document-delete-requests',
    area: 'delete-requests',
    summary: 'Open document delete requests',
    description: `The open requests (is_deleted ones are hidden), newest first, with the document (name, counter in base 32, file and thumb paths, the file's type), the reason, who asked, and the project. ${MANAGERS}`,
    response: deleteRequestListResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'document-delete-requests',
    area: 'delete-requests',
    summary: 'Asks for a document to be deleted',
    description:
      "{document_id, reason?}. For a user who sees the document but lacks documents.delete (others 403); a document the caller may not see is 404, a removed one 410. A document has at most one open request: asking again, by anyone, answers the open one unchanged (no second request, no 409), and the document answer's `delete_requested` says one is open. Announced as DELETE_REQUEST_CREATED on the user channel of each user who may handle it (never on the project's channel: it would tell the document's id to members who may not see its folder).",
    body: createDeleteRequestRequest,
    response: deleteRequestResponse,
    errors: [404],
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: 'document-delete-requests/{id}/accept',
    area: 'delete-requests',
    summary: 'Accepts a delete request: the document is deleted',
    description: `The document is removed (its file answers 410 afterwards) and its open requests are closed. ${MANAGERS}`,
    params: idParams,
    response: okResult,
  }),
  acceptMany: defineEndpoint({
    method: 'POST',
    path: 'document-delete-requests/accept',
    area: 'delete-requests',
    summary: 'Accepts several delete requests',
    description: `{ids}; none: 26. All or nothing: an id the caller may not see is 404 and nothing is deleted. ${MANAGERS}`,
    body: acceptDeleteRequestsRequest,
    response: deleteRequestIdsResponse,
    addition: 'the modal\'s "bulk delete of the selected" (DECISIONS.md "Documents") in one call',
    errors: [404],
  }),
  reject: defineEndpoint({
    method: 'DELETE',
    path: 'document-delete-requests/{id}',
    area: 'delete-requests',
    summary: 'Rejects a delete request',
    description: `The request is deleted; the document stays. ${MANAGERS}`,
    params: idParams,
    response: okResult,
  }),
};
