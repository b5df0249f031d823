import {
  type AcceptDeleteRequestsInput,
  type CreateDeleteRequestInput,
  type DeleteRequest,
  ErrorCode,
  RealtimeEvent,
  userChannel,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import { authorize } from '../../platform/access/gate';
import { DELETE_REQUESTS } from '../../platform/access/policies/delete-requests.policy';
import { documentViewer } from '../../platform/access/viewers';
import type { AuthUser } from '../../platform/auth/auth-user';
import { AppError } from '../../platform/http/app-error';
import { announceDocuments } from '../documents/document-audience.access';
import { documentAccess } from '../documents/documents.access';
import { requestManagerIds } from './delete-request-recipients';
import { deleteRequestAccess } from './delete-requests.access';
import { presentDeleteRequest } from './delete-requests.presenter';
import * as repo from './delete-requests.repo';

export async function listRequests(ctx: AppContext, user: AuthUser): Promise<DeleteRequest[]> {
  authorize(user, 'manage', DELETE_REQUESTS);
  const rows = await repo.findOpenRequests(ctx.db, documentViewer(user));
  return rows.map((r) => presentDeleteRequest(user, r));
}

async function presentOne(ctx: AppContext, user: AuthUser, id: number): Promise<DeleteRequest> {
  // The asker may not see the inbox; the answer shows their own request all the same.
  const [row] = await repo.findOpenRequests(ctx.db, documentViewer(user), [id]);
  if (!row) throw deleteRequestAccess.notFound();
  return presentDeleteRequest(user, row);
}

/**
 * POST document-delete-requests: a document the caller sees (404; removed: 410) and may not delete
 * (403: whoever may delete it deletes it instead). A document has at most one open request: asking
 * again, by anyone, answers that request unchanged (its reason included) rather than a 409, so a
 * second click or a retry is harmless and the document answer's `delete_requested` tells the rest.
 */
export async function createRequest(
  ctx: AppContext,
  user: AuthUser,
  input: CreateDeleteRequestInput,
): Promise<DeleteRequest> {
  const { id, created, projectId } = await ctx.db.transaction(async (tx) => {
    const { document } = (await requireAccess(tx, user, 'requestDelete', documentAccess, input.document_id)).row;
    const open = await repo.findOpenRequestForDocument(tx, document.id);
    const projectId = document.projectId;
    if (open !== undefined) return { id: open, created: false, projectId };
    const newId = await repo.insertRequest(tx, {
      projectId: document.projectId,
      documentId: document.id,
      createdByUserId: user.id,
      reason: input.reason || null,
    });
    if (newId !== undefined) return { id: newId, created: true, projectId };
    // Another call made it between the look and the insert.
    const made = await repo.findOpenRequestForDocument(tx, document.id);
    if (made === undefined) throw deleteRequestAccess.notFound();
    return { id: made, created: false, projectId };
  });
  if (created) {
    // After the commit: a notice for each user who may handle the request (their inbox refetches
    // wherever they are in the portal). Not on the project's channel: members who may not see the
    // document's folder would learn its id.
    const data = { id, document_id: input.document_id };
    // Not awaited: finding the managers costs a query each, the asker need not wait for it, and a
    // notice that fails to go out leaves the request listed all the same.
    void announceToManagers(ctx, data).catch(() => {});
    // The document's `delete_requested` changed: its viewers' lists show it.
    void announceDocuments(ctx, RealtimeEvent.documentUpdated, projectId, [input.document_id]);
  }
  return presentOne(ctx, user, id);
}

async function announceToManagers(ctx: AppContext, data: { id: number; document_id: number }) {
  for (const userId of await requestManagerIds(ctx.db, data.id)) {
    await ctx.publisher.publish(userChannel(userId), RealtimeEvent.deleteRequestCreated, data);
  }
}

/** Accepts open requests the caller sees, all or nothing in one query (an unknown id is 404). */
async function accept(ctx: AppContext, user: AuthUser, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const removed = await ctx.db.transaction(async (tx) => {
    const found = await requireAccess(tx, user, 'accept', deleteRequestAccess, unique);
    return repo.removeDocuments(tx, [...new Set(found.map((f) => f.row.documentId))]);
  });
  // Told to those who may see each document, never on the project's channel (document-audience.access.ts).
  const byProject = new Map<number, number[]>();
  for (const d of removed) byProject.set(d.projectId, [...(byProject.get(d.projectId) ?? []), d.id]);
  for (const [projectId, ids] of byProject) void announceDocuments(ctx, RealtimeEvent.documentDeleted, projectId, ids);
  return unique;
}

export async function acceptRequest(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  await accept(ctx, user, [id]);
}

export async function acceptRequests(ctx: AppContext, user: AuthUser, input: AcceptDeleteRequestsInput) {
  if (!input.ids.length) {
    throw new AppError(422, ErrorCode.chooseFile, 'Choose at least one request.', { ids: ['required'] });
  }
  return accept(ctx, user, input.ids);
}

export async function rejectRequest(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  const { row } = await ctx.db.transaction(async (tx) => {
    const found = await requireAccess(tx, user, 'reject', deleteRequestAccess, id);
    await repo.deleteRequest(tx, id);
    return found;
  });
  void announceDocuments(ctx, RealtimeEvent.documentUpdated, row.projectId, [row.documentId]);
}
