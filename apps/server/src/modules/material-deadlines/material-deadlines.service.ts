import {
  type CreateMaterialDeadlineInput,
  type CreateMaterialFormDeadlineInput,
  type CreateQuoteDeadlineInput,
  deadlineInstant,
  ErrorCode,
  type PaginationQuery,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import { authorize, can } from '../../platform/access/gate';
import { MATERIAL_DEADLINES } from '../../platform/access/policies/material-deadlines.policy';
import { projectViewer } from '../../platform/access/viewers';
import type { AuthUser } from '../../platform/auth/auth-user';
import { conflict, invalid, notFound } from '../../platform/http/app-error';
import { paged, pageWindow } from '../../platform/http/pagination';
import {
  deadlineAccess,
  deadlineFormAccess,
  deadlineQuoteAccess,
  formDeadlineAccess,
  projectDeadlinesAccess,
} from './material-deadlines.access';
import { presentDeadline, presentFormDeadline, presentQuoteDeadline } from './material-deadlines.presenter';
import * as repo from './material-deadlines.repo';

const manages = (user: AuthUser) => can(user, MATERIAL_DEADLINES).manage;

/** The instant of `deadline_at` in the installation's zone; 422 when that zone makes it no date. */
function instantOf(ctx: AppContext, text: string): Date {
  const instant = deadlineInstant(text, ctx.config.TIME_ZONE);
  if (!instant) throw invalid({ deadline_at: ['invalid-deadline'] });
  return instant;
}

/* ---- Selection deadlines (`projects/{id}/materialdeadlines`) ---------------------------------- */

export async function listDeadlines(ctx: AppContext, user: AuthUser, projectId: number, q: PaginationQuery) {
  await requireAccess(ctx.db, user, 'read', projectDeadlinesAccess, projectId);
  const { rows, total } = await repo.findProjectDeadlines(ctx.db, projectId, pageWindow(q));
  const manage = manages(user);
  return {
    ...paged(
      q,
      rows.map((row) => presentDeadline(row, ctx.config.TIME_ZONE, manage)),
      total,
    ),
    can: { create: manage },
  };
}

/**
 * Adds a deadline. A stairwell (and apartment) must name an apartment of the project's condominium:
 * a deadline for nobody would silently never apply, so it is 422 code 20 (spec part 3 §5).
 */
export async function createDeadline(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  input: CreateMaterialDeadlineInput,
) {
  const deadlineAt = instantOf(ctx, input.deadline_at);
  const row = await ctx.db.transaction(async (tx) => {
    const { row: project } = await requireAccess(tx, user, 'manage', projectDeadlinesAccess, projectId);
    if (input.stairwell !== null) {
      const exists =
        project.condominiumId !== null &&
        (await repo.hasApartment(tx, project.condominiumId, input.stairwell, input.apartment_number));
      if (!exists) {
        const field = input.apartment_number === null ? 'stairwell' : 'apartment_number';
        throw invalid(
          { [field]: ['not-found'] },
          ErrorCode.deadlinesNoApartment,
          'No apartment of the project matches the deadline.',
        );
      }
    }
    return repo.insertDeadline(tx, {
      projectId,
      stairwell: input.stairwell,
      apartmentNumber: input.apartment_number,
      deadlineAt,
    });
  });
  return presentDeadline(row, ctx.config.TIME_ZONE, true);
}

export async function deleteDeadline(ctx: AppContext, user: AuthUser, projectId: number, deadlineId: number) {
  await ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'read', projectDeadlinesAccess, projectId);
    await requireAccess(tx, user, 'manage', deadlineAccess, deadlineId, { within: { projectId }, lock: true });
    await repo.deleteDeadline(tx, deadlineId);
  });
}

/* ---- Forms' own deadlines (`materialFormDeadlines`, `project/{id}/materialformdeadlines`) ------- */

export async function listProjectFormDeadlines(ctx: AppContext, user: AuthUser, projectId: number, q: PaginationQuery) {
  await requireAccess(ctx.db, user, 'read', projectDeadlinesAccess, projectId);
  const { rows, total } = await repo.findFormDeadlines(ctx.db, { projectId }, pageWindow(q));
  const manage = manages(user);
  return paged(
    q,
    rows.map((row) => presentFormDeadline(row, ctx.config.TIME_ZONE, manage)),
    total,
  );
}

/** One form's own deadline, or every visible form's when no form is named. */
export async function listFormDeadlines(
  ctx: AppContext,
  user: AuthUser,
  q: PaginationQuery & { material_form_id?: number },
) {
  authorize(user, 'read', MATERIAL_DEADLINES);
  const formId = q.material_form_id;
  if (formId !== undefined) await requireAccess(ctx.db, user, 'read', deadlineFormAccess, formId);
  const filter = formId !== undefined ? { materialFormId: formId } : { viewer: projectViewer(user) };
  const { rows, total } = await repo.findFormDeadlines(ctx.db, filter, pageWindow(q));
  const manage = manages(user);
  return paged(
    q,
    rows.map((row) => presentFormDeadline(row, ctx.config.TIME_ZONE, manage)),
    total,
  );
}

async function answerFormDeadline(ctx: AppContext, user: AuthUser, id: number) {
  const { row } = await requireAccess(ctx.db, user, 'read', formDeadlineAccess, id);
  return presentFormDeadline(row, ctx.config.TIME_ZONE, manages(user));
}

/** One per form (the unique index decides when two race): a second is 409. */
export async function createFormDeadline(ctx: AppContext, user: AuthUser, input: CreateMaterialFormDeadlineInput) {
  const deadlineAt = instantOf(ctx, input.deadline_at);
  const id = await ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'manage', deadlineFormAccess, input.material_form_id, { lock: true });
    const inserted = await repo.insertFormDeadline(tx, input.material_form_id, deadlineAt);
    if (inserted === null) throw conflict(ErrorCode.conflict, 'The form already has a deadline; change it instead.');
    return inserted;
  });
  return answerFormDeadline(ctx, user, id);
}

export async function updateFormDeadline(ctx: AppContext, user: AuthUser, id: number, text: string) {
  const deadlineAt = instantOf(ctx, text);
  await ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'manage', formDeadlineAccess, id, { lock: true });
    await repo.updateFormDeadline(tx, id, deadlineAt);
  });
  return answerFormDeadline(ctx, user, id);
}

export async function deleteFormDeadline(ctx: AppContext, user: AuthUser, id: number) {
  await ctx.db.transaction(async (tx) => {
    await requireAccess(tx, user, 'manage', formDeadlineAccess, id, { lock: true });
    await repo.deleteFormDeadline(tx, id);
  });
}

/* ---- Quote deadlines (`quoteDeadlines`, kept on the quote) ------------------------------------ */

const noQuoteDeadline = () => notFound('The quote has no deadline.');

/** Sets (or replaces) a quote's deadline; the answer's id is the quote's. */
export async function setQuoteDeadline(ctx: AppContext, user: AuthUser, input: CreateQuoteDeadlineInput) {
  const deadlineAt = instantOf(ctx, input.deadline_at);
  const { row } = await ctx.db.transaction(async (tx) => {
    const found = await requireAccess(tx, user, 'manage', deadlineQuoteAccess, input.material_quote_id, {
      lock: true,
    });
    await repo.setQuoteDeadline(tx, input.material_quote_id, deadlineAt);
    return found;
  });
  return presentQuoteDeadline({ ...row, deadlineAt }, ctx.config.TIME_ZONE, true);
}

export async function updateQuoteDeadline(ctx: AppContext, user: AuthUser, quoteId: number, text: string) {
  const deadlineAt = instantOf(ctx, text);
  const { row } = await ctx.db.transaction(async (tx) => {
    const found = await requireAccess(tx, user, 'manage', deadlineQuoteAccess, quoteId, { lock: true });
    if (found.row.deadlineAt === null) throw noQuoteDeadline();
    await repo.setQuoteDeadline(tx, quoteId, deadlineAt);
    return found;
  });
  return presentQuoteDeadline({ ...row, deadlineAt }, ctx.config.TIME_ZONE, true);
}

export async function deleteQuoteDeadline(ctx: AppContext, user: AuthUser, quoteId: number) {
  await ctx.db.transaction(async (tx) => {
    const found = await requireAccess(tx, user, 'manage', deadlineQuoteAccess, quoteId, { lock: true });
    if (found.row.deadlineAt === null) throw noQuoteDeadline();
    await repo.setQuoteDeadline(tx, quoteId, null);
  });
}
