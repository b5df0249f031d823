import {
  type CreateSummaryViewInput,
  type Document,
  RealtimeEvent,
  type SummaryView,
  type SummaryViewDocumentList,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { removedError, requireAccess } from '../../platform/access/access';
import { allows, authorize } from '../../platform/access/gate';
import { SUMMARY_VIEWS } from '../../platform/access/policies/summary-views.policy';
import { summaryViewViewer } from '../../platform/access/viewers';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { notFound } from '../../platform/http/app-error';
import { JsonText } from '../../platform/http/endpoint-route';
import { documentAnswer, summaryViewDocumentsJson } from '../documents/document-answers.repo';
import { announceDocuments } from '../documents/document-audience.access';
import { summaryViewAccess } from './summary-views.access';
import { presentSummaryView } from './summary-views.presenter';
import * as repo from './summary-views.repo';

/** The built-in state field (seeded with this id, DECISIONS.md "Documents"). */
const STATE_FIELD_ID = 4;

/** In a view nothing is added, moved, deleted or exported: every button is off. */
const NO_PANEL_BUTTONS = { create: false, createFolder: false, move: false, deleteAny: false, export: false };
/** A view's documents are read-only; the state is set through the view (`can.setState` of the view). */
const READ_ONLY = { update: false, delete: false, move: false, requestDelete: false };

export async function listViews(ctx: AppContext, user: AuthUser) {
  authorize(user, 'list', SUMMARY_VIEWS);
  const rows = await repo.findVisibleViews(ctx.db, summaryViewViewer(user));
  return {
    data: rows.map((row) => presentSummaryView(user, row)),
    can: { create: allows(user, 'create', SUMMARY_VIEWS) },
  };
}

async function presentOne(db: DbOrTx, user: AuthUser, id: number): Promise<SummaryView> {
  const { row } = await requireAccess(db, user, 'read', summaryViewAccess, id);
  return presentSummaryView(user, row);
}

export function getView(ctx: AppContext, user: AuthUser, id: number): Promise<SummaryView> {
  return presentOne(ctx.db, user, id);
}

export async function createView(ctx: AppContext, user: AuthUser, input: CreateSummaryViewInput): Promise<SummaryView> {
  authorize(user, 'create', SUMMARY_VIEWS);
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.defaultFolderExists(tx, input.defaultfolder_id))) throw notFound('Default folder not found.');
    const id = await repo.insertView(tx, { name: input.name, defaultFolderId: input.defaultfolder_id });
    return presentOne(tx, user, id);
  });
}

export async function deleteView(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'manage', summaryViewAccess, id, { lock: true });
    await repo.deleteView(tx, id);
  });
}

export async function attachCompany(ctx: AppContext, user: AuthUser, id: number, companyId: number) {
  return ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'manage', summaryViewAccess, id, { lock: true });
    if (!(await repo.companyExists(tx, companyId))) throw notFound('Company not found.');
    await repo.attachCompany(tx, id, companyId);
    return presentOne(tx, user, id);
  });
}

export async function detachCompany(ctx: AppContext, user: AuthUser, id: number, companyId: number) {
  return ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'manage', summaryViewAccess, id, { lock: true });
    await repo.detachCompany(tx, id, companyId);
    return presentOne(tx, user, id);
  });
}

/** The view's documents as JSON text (document-answers.repo.ts writes them), with the panel's buttons all off. */
export async function listViewDocuments(ctx: AppContext, user: AuthUser, id: number) {
  const { row } = await requireAccess(ctx.db, user, 'read', summaryViewAccess, id);
  const list = await summaryViewDocumentsJson(
    ctx.db,
    row.defaultFolderId,
    READ_ONLY,
    summaryViewViewer(user).shownCompanyIds,
  );
  return new JsonText<SummaryViewDocumentList>(`{"data":${list},"can":${JSON.stringify(NO_PANEL_BUTTONS)}}`);
}

/**
 * POST summaryviews/{id}/documents/{documentId}/status: any keyword of the state field, active or
 * not (spec part 2 §4), replaces the document's state; nothing else changes. A document that is not
 * one of the view's is 404, a removed one 410.
 */
export async function setDocumentState(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  documentId: number,
  keywordId: number,
): Promise<Document> {
  const projectId = await ctx.db.transaction(async (tx) => {
    const { row } = await requireAccess(tx, user, 'setState', summaryViewAccess, id);
    const doc = await repo.findViewDocument(tx, row.defaultFolderId, documentId);
    if (!doc) throw notFound('Document not found.');
    if (doc.removed) throw removedError('The document has been removed.');
    if (!(await repo.keywordOfField(tx, keywordId, STATE_FIELD_ID))) throw notFound('Keyword not found.');
    await repo.replaceFieldKeyword(tx, documentId, STATE_FIELD_ID, keywordId);
    return doc.projectId;
  });
  void announceDocuments(ctx, RealtimeEvent.documentUpdated, projectId, [documentId]);
  const answer = await documentAnswer(ctx.db, documentId, READ_ONLY);
  if (!answer) throw notFound('Document not found.');
  return answer;
}
