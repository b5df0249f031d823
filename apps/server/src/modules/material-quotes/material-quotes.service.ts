import {
  type CreateQuoteInput,
  ErrorCode,
  OPEN_QUOTE_STATUSES,
  type PaginationQuery,
  PUBLISHED_QUOTE_STATUSES,
  type QuoteRowInput,
  type QuoteStatus,
  type QuoteStep,
  quoteActor,
  type UpdateQuoteInput,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import { allows, authorize, can } from '../../platform/access/gate';
import { PROJECT_QUOTES } from '../../platform/access/policies/material-quotes.policy';
import { projectViewer } from '../../platform/access/viewers';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { conflict, invalid } from '../../platform/http/app-error';
import { paged } from '../../platform/http/pagination';
import { apartmentAccess } from '../apartments/apartments.access';
import { projectAccess } from '../projects/projects.access';
import { quoteAccess, quoteSubject } from './material-quotes.access';
import { presentQuote, presentRow } from './material-quotes.presenter';
import * as repo from './material-quotes.repo';
import { insertComment } from './quote-extras.repo';
import { announceQuote, type QuoteNotice, queueAnswerMail, queueSentMails } from './quote-notices';
import { requireInTime, requireStep } from './quote-steps';

const money = (value: number) => value.toFixed(2);
const rowValues = (rows: QuoteRowInput[]): repo.RowValues[] =>
  rows.map((row) => ({
    description: row.description,
    price: money(row.price),
    area: row.area === undefined || row.area === null ? null : money(row.area),
  }));

/** Reads a quote again with its rows and room card, and presents it to the caller. */
export async function answerQuote(db: DbOrTx, user: AuthUser, quoteId: number) {
  const rows = await repo.findQuotesIn(db, projectViewer(user), [quoteId], false);
  const [detail] = await repo.withDetails(db, rows);
  return presentQuote(user, detail);
}

/** The one check of every call on one quote: the policy, the quote's place, the lock for writes. */
export function findQuote(
  db: DbOrTx,
  user: AuthUser,
  action: 'read' | 'manage' | 'answer' | 'comment',
  quoteId: number,
  within?: { projectId?: number; apartmentId?: number },
) {
  return requireAccess(db, user, action, quoteAccess, quoteId, { within, lock: action !== 'read' });
}

const noticeOf = (row: repo.QuoteRow, status: QuoteStatus): QuoteNotice => ({
  id: row.quote.id,
  projectId: row.quote.projectId,
  apartmentId: row.quote.apartmentId,
  condominiumId: row.condominiumId,
  name: row.quote.name,
  apartment: [row.stairwell, row.apartmentNumber].filter(Boolean).join(' '),
  status,
});

/** The panel's list: every status, by stairwell and apartment, for staff who see the project. */
export async function listProjectQuotes(ctx: AppContext, user: AuthUser, projectId: number, query: PaginationQuery) {
  authorize(user, 'read', PROJECT_QUOTES);
  await requireAccess(ctx.db, user, 'read', projectAccess, projectId);
  const window = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const [rows, total] = await Promise.all([
    repo.findProjectQuotes(ctx.db, projectViewer(user), projectId, window),
    repo.countProjectQuotes(ctx.db, projectId),
  ]);
  const details = await repo.withDetails(ctx.db, rows);
  return {
    ...paged(
      query,
      details.map((d) => presentQuote(user, d)),
      total,
    ),
    can: { create: can(user, PROJECT_QUOTES).create },
  };
}

/** An apartment's quotes in `statuses`, those the caller may read (staff: of projects they see). */
async function listApartment(ctx: AppContext, user: AuthUser, apartmentId: number, statuses: readonly QuoteStatus[]) {
  await requireAccess(ctx.db, user, 'read', apartmentAccess, apartmentId);
  const rows = await repo.findApartmentQuotes(ctx.db, projectViewer(user), apartmentId, statuses);
  const visible = rows.filter((row) => allows(user, 'read', quoteSubject(row)));
  return (await repo.withDetails(ctx.db, visible)).map((d) => presentQuote(user, d));
}

export const listApartmentHistory = (ctx: AppContext, user: AuthUser, apartmentId: number) =>
  listApartment(ctx, user, apartmentId, PUBLISHED_QUOTE_STATUSES);
export const listApartmentOpen = (ctx: AppContext, user: AuthUser, apartmentId: number) =>
  listApartment(ctx, user, apartmentId, OPEN_QUOTE_STATUSES);

export async function getQuote(ctx: AppContext, user: AuthUser, apartmentId: number, quoteId: number) {
  await findQuote(ctx.db, user, 'read', quoteId, { apartmentId });
  return answerQuote(ctx.db, user, quoteId);
}

export async function listRows(ctx: AppContext, user: AuthUser, quoteId: number) {
  await findQuote(ctx.db, user, 'read', quoteId);
  return (await repo.findRows(ctx.db, quoteId)).map(presentRow);
}

export async function listSelections(ctx: AppContext, user: AuthUser, quoteId: number) {
  const { row } = await findQuote(ctx.db, user, 'read', quoteId);
  const rows = await repo.findApartmentSelections(ctx.db, row.quote.apartmentId, row.quote.projectId);
  return rows.map((r) => ({
    id: r.id,
    material_form_select_id: r.selectId,
    material_form_option_id: r.optionId,
    select_name: r.selectName,
    area: Number(r.area),
    name: r.name,
    price: Number(r.price),
  }));
}

/**
 * Creates a quote (the table's `create`: status created) for an apartment of the project's condominium; an apartment
 * elsewhere, or a project without a condominium, is 422 on apartment_id.
 */
export async function createQuote(ctx: AppContext, user: AuthUser, projectId: number, input: CreateQuoteInput) {
  const id = await ctx.db.transaction(async (tx) => {
    authorize(user, 'read', PROJECT_QUOTES);
    await requireAccess(tx, user, 'read', projectAccess, projectId);
    authorize(user, 'create', PROJECT_QUOTES);
    const condominiumId = await repo.findProjectCondominium(tx, projectId);
    if (condominiumId === undefined || !(await repo.isApartmentOf(tx, input.apartment_id, condominiumId))) {
      throw invalid({ apartment_id: ['not-found'] });
    }
    const quoteId = await repo.insertQuote(tx, {
      projectId,
      apartmentId: input.apartment_id,
      name: input.name,
      status: requireStep('unsaved', 'create').to,
      createdBy: user.id,
    });
    await repo.replaceRows(tx, quoteId, rowValues(input.rows ?? []));
    return quoteId;
  });
  return answerQuote(ctx.db, user, id);
}

/** Saves name and rows where the table has `edit`; a status other than the quote's own is 409. */
export async function updateQuote(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  quoteId: number,
  input: UpdateQuoteInput,
) {
  await ctx.db.transaction(async (tx) => {
    const found = await findQuote(tx, user, quoteActor('edit'), quoteId, { projectId });
    if (input.status !== undefined && input.status !== found.row.quote.status) {
      throw conflict(
        ErrorCode.conflict,
        `A save cannot move the quote from ${found.row.quote.status} to ${input.status}; publish, approve or send corrections do.`,
      );
    }
    requireStep(found.row.quote.status, 'edit');
    await repo.updateQuote(tx, quoteId, { name: input.name });
    if (input.rows) await repo.replaceRows(tx, quoteId, rowValues(input.rows));
  });
  return answerQuote(ctx.db, user, quoteId);
}

/**
 * What a step announces (the table's `announces`): the e-mails are queued in `tx`, so they go only if
 * the step commits; the real-time notices are sent after the commit, by `announce`.
 */
async function queueStepNotices(ctx: AppContext, tx: DbOrTx, step: QuoteStep, row: repo.QuoteRow, comment?: string) {
  const notice = noticeOf(row, step.to);
  if (step.announces === 'owners') {
    const owners = await repo.findApartmentOwners(tx, row.quote.apartmentId);
    await queueSentMails(ctx, tx, owners, notice);
    return { event: 'sent' as const, userIds: owners.map((o) => o.id), notice };
  }
  if (step.announces === 'creator') {
    const creatorId = row.quote.createdBy;
    const staff = creatorId === null ? undefined : await repo.findUserRecipient(tx, creatorId);
    if (staff) await queueAnswerMail(ctx, tx, staff, step.to, notice, comment);
    return { event: 'answered' as const, userIds: staff ? [staff.id] : [], notice };
  }
  return null;
}

const announce = async (ctx: AppContext, told: Awaited<ReturnType<typeof queueStepNotices>>) => {
  if (told) await announceQuote(ctx, told.event, told.userIds, told.notice);
};

/** The table's `publish` (created or corrections → sent); the owners are told. */
export async function publishQuote(ctx: AppContext, user: AuthUser, projectId: number, quoteId: number) {
  const told = await ctx.db.transaction(async (tx) => {
    const found = await findQuote(tx, user, quoteActor('publish'), quoteId, { projectId });
    const step = requireStep(found.row.quote.status, 'publish');
    await repo.updateQuote(tx, quoteId, { status: step.to, sentAt: new Date() });
    return queueStepNotices(ctx, tx, step, found.row);
  });
  await announce(ctx, told);
  return answerQuote(ctx.db, user, quoteId);
}

/** The owner opened it: read_at is set once. */
export async function markRead(ctx: AppContext, user: AuthUser, quoteId: number) {
  await ctx.db.transaction(async (tx) => {
    const found = await findQuote(tx, user, 'answer', quoteId);
    if (!found.row.quote.readAt) await repo.updateQuote(tx, quoteId, { readAt: new Date() });
  });
  return answerQuote(ctx.db, user, quoteId);
}

/**
 * The owner's answer, the table's `approve` or `send_corrections` (sent → approved or → corrections,
 * with the comment stored on the quote) before the quote deadline; answering marks it read too.
 */
async function answer(
  ctx: AppContext,
  user: AuthUser,
  quoteId: number,
  action: 'approve' | 'send_corrections',
  comment?: string,
) {
  const told = await ctx.db.transaction(async (tx) => {
    const found = await findQuote(tx, user, quoteActor(action), quoteId);
    const step = requireStep(found.row.quote.status, action);
    requireInTime(ctx, step, found.row);
    const now = new Date();
    const readAt = found.row.quote.readAt ?? now;
    await repo.updateQuote(
      tx,
      quoteId,
      action === 'approve'
        ? { status: step.to, approvedAt: now, approvedBy: user.id, readAt }
        : { status: step.to, readAt },
    );
    if (comment) await insertComment(tx, { materialQuoteId: quoteId, userId: user.id, body: comment });
    return queueStepNotices(ctx, tx, step, found.row, comment);
  });
  await announce(ctx, told);
  return answerQuote(ctx.db, user, quoteId);
}

export const approveQuote = (ctx: AppContext, user: AuthUser, quoteId: number) => answer(ctx, user, quoteId, 'approve');
export const sendCorrections = (ctx: AppContext, user: AuthUser, quoteId: number, comment: string) =>
  answer(ctx, user, quoteId, 'send_corrections', comment);
