import {
  type CreateSubmissionInput,
  ErrorCode,
  type MaterialFormSubmission,
  type SubmissionStatus,
  submissionMove,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import { allows, reaches } from '../../platform/access/gate';
import { PROJECTS } from '../../platform/access/policies/projects.policy';
import { projectViewer } from '../../platform/access/viewers';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, conflict, notFound } from '../../platform/http/app-error';
import { apartmentAccess } from '../apartments/apartments.access';
import { isPast, selectionDeadlineFor } from '../material-deadlines/effective-deadlines.repo';
import { findVisibleProjectRecords } from '../projects/projects.repo';
import { deadlinePassed } from './deadlines';
import { presentSubmission } from './forms-view';
import { apartmentMaterialsAccess } from './material-selections.access';
import type { SelectionApartmentRow } from './selection-apartments.repo';
import { findApplicableFormIds, findFormProject } from './selection-forms.repo';
import * as submissions from './submissions.repo';

/*
 * Form submissions (README "Behaviour"): `draft` when opened, then the moves of the contracts'
 * SUBMISSION_LIFECYCLE table: the owner's before the form's deadline and while it is not accepted,
 * the reviewers' (staff holding projects.manage) at any time.
 */

const formNotFound = () => notFound('Material form not found.');

async function accessForForm(
  db: DbOrTx,
  user: AuthUser,
  action: 'read' | 'choose',
  apartmentId: number,
  formId: number,
  lock = false,
) {
  const projectId = await findFormProject(db, formId);
  if (projectId === undefined) throw formNotFound();
  const found = await requireAccess(db, user, action, apartmentMaterialsAccess, apartmentId, {
    within: { projectId },
    lock,
  });
  return { ...found, projectId };
}

/** Refuses an owner's change once the form's deadline has passed or the submission is accepted. */
async function requireOwnerMayChange(
  ctx: AppContext,
  db: DbOrTx,
  apartment: SelectionApartmentRow,
  formId: number,
  current: string | null,
) {
  const deadline = await selectionDeadlineFor(db, apartment, formId);
  if (deadline.deadlineAt && isPast(deadline)) throw deadlinePassed(deadline.deadlineAt, ctx.config);
  if (current === 'accepted') throw conflict(ErrorCode.conflict, 'The submission has been accepted.');
}

export async function createSubmission(
  ctx: AppContext,
  user: AuthUser,
  input: CreateSubmissionInput,
): Promise<MaterialFormSubmission> {
  return ctx.db.transaction(async (tx) => {
    const found = await accessForForm(tx, user, 'choose', input.apartment_id, input.material_form_id, true);
    const applicable = await findApplicableFormIds(tx, found.projectId, found.row.apartmentTemplateId);
    if (!applicable.includes(input.material_form_id)) {
      throw new AppError(422, ErrorCode.invalidForm, 'The form does not apply to this apartment.', {
        material_form_id: ['invalid-form'],
      });
    }
    const existing = await submissions.findApartmentFormSubmission(tx, input.apartment_id, input.material_form_id);
    if (!existing && !allows(user, 'review', found.subject)) {
      await requireOwnerMayChange(ctx, tx, found.row, input.material_form_id, null);
    }
    const id = existing?.id ?? (await submissions.ensureSubmission(tx, input.apartment_id, input.material_form_id));
    const row = await submissions.findSubmission(tx, id, false);
    if (!row) throw notFound('Submission not found.');
    return presentSubmission(row);
  });
}

export async function getSubmission(ctx: AppContext, user: AuthUser, apartmentId: number, formId: number) {
  await accessForForm(ctx.db, user, 'read', apartmentId, formId);
  const row = await submissions.findApartmentFormSubmission(ctx.db, apartmentId, formId);
  return row ? presentSubmission(row) : null;
}

/** The apartment's submissions; staff see those of the projects they see. */
export async function submissionsOfApartment(ctx: AppContext, user: AuthUser, apartmentId: number) {
  await requireAccess(ctx.db, user, 'read', apartmentAccess, apartmentId);
  let rows = await submissions.findApartmentSubmissions(ctx.db, apartmentId);
  // Within the projects' reach (staff), only the submissions of projects they see.
  if (reaches(user, PROJECTS) && rows.length) {
    const projectIds = [...new Set(rows.map((r) => r.projectId))];
    const visible = new Set(
      (await findVisibleProjectRecords(ctx.db, projectViewer(user), projectIds, false)).map((p) => p.id),
    );
    rows = rows.filter((r) => visible.has(r.projectId));
  }
  return rows.map(presentSubmission);
}

/** Locks the submission and checks the caller may change it: its apartment's owner or a reviewer. */
async function changeable(tx: DbOrTx, user: AuthUser, submissionId: number) {
  const row = await submissions.findSubmission(tx, submissionId, true);
  if (!row) throw notFound('Submission not found.');
  const found = await requireAccess(tx, user, 'choose', apartmentMaterialsAccess, row.apartmentId, {
    within: { projectId: row.projectId },
  });
  return { row, found, reviews: allows(user, 'review', found.subject) };
}

/** 409 unless the table moves `from` to `to` for the caller; the status it has already is no move. */
function requireMove(from: string, to: SubmissionStatus, reviews: boolean) {
  if (from === to) return;
  // A stored status is one of the table's; anything else finds no move and is refused.
  const move = submissionMove(from as SubmissionStatus, to);
  if (!move) throw conflict(ErrorCode.conflict, `The submission is ${from}: it cannot become ${to}.`);
  if (move.by === 'review' && !reviews) {
    throw conflict(ErrorCode.conflict, 'Only staff who manage the project accept or return a submission.');
  }
}

export async function setSubmissionStatus(
  ctx: AppContext,
  user: AuthUser,
  submissionId: number,
  status: SubmissionStatus,
): Promise<MaterialFormSubmission> {
  return ctx.db.transaction(async (tx) => {
    const { row, found, reviews } = await changeable(tx, user, submissionId);
    requireMove(row.status, status, reviews);
    if (!reviews) await requireOwnerMayChange(ctx, tx, found.row, row.materialFormId, row.status);
    await submissions.setStatus(tx, submissionId, status, user.id);
    const updated = await submissions.findSubmission(tx, submissionId, false);
    if (!updated) throw notFound('Submission not found.');
    return presentSubmission(updated);
  });
}

export async function deleteSubmission(ctx: AppContext, user: AuthUser, submissionId: number) {
  await ctx.db.transaction(async (tx) => {
    const { row, found, reviews } = await changeable(tx, user, submissionId);
    if (!reviews) await requireOwnerMayChange(ctx, tx, found.row, row.materialFormId, row.status);
    await submissions.deleteSubmission(tx, submissionId);
  });
}
