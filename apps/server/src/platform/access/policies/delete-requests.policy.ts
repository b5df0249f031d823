import type { AuthUser } from '../../auth/auth-user';
import { definePolicy } from '../policy';
import { staffArea } from '../reach';
import { hasPermission } from '../user-facts';

/** Seeing documents at all: projects.access and documents.access (Super has every permission). */
const readsDocuments = (user: AuthUser) =>
  hasPermission(user, 'projects.access') && hasPermission(user, 'documents.access');

/** The inbox: document-delete-requests.manage (Super always) for someone who sees documents. */
const manages = (user: AuthUser) => readsDocuments(user) && hasPermission(user, 'document-delete-requests.manage');

/**
 * Document delete requests (spec part 1 "Delete-requests modal", part 2 §4). Which requests and
 * documents the caller sees is SQL (project and folder visibility): others are 404 first. Asking
 * for a deletion is the document policy's `requestDelete`.
 */
export interface DeleteRequestsSubject {
  kind: 'deleteRequests';
}

export const deleteRequestsPolicy = definePolicy<DeleteRequestsSubject>(staffArea)({
  manage: manages,
});

export interface DeleteRequestSubject {
  kind: 'deleteRequest';
}

export const deleteRequestPolicy = definePolicy<DeleteRequestSubject>(staffArea)({
  accept: manages,
  reject: manages,
});

export const DELETE_REQUESTS: DeleteRequestsSubject = { kind: 'deleteRequests' };
export const DELETE_REQUEST: DeleteRequestSubject = { kind: 'deleteRequest' };
