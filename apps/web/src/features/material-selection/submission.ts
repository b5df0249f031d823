import { type ApartmentMaterialForm, type SubmissionAction, submissionStep } from '@portal/contracts';
import type { SubmissionStatusShown } from '../../entities/material-selection';

/**
 * Which submission actions a form's card offers: who may act comes from the form's `can`, which
 * status allows what from the contracts' SUBMISSION_LIFECYCLE table, as the server reads it.
 */
export interface SubmissionActions {
  /** Save what is on screen and submit it: needs the right to save too, as submitting saves first. */
  submit: boolean;
  /** Take a submitted selection back to draft. */
  withdraw: boolean;
  /** Accept or return a submitted selection (staff managing the project). */
  review: boolean;
}

export const submissionStatusOf = (form: ApartmentMaterialForm): SubmissionStatusShown =>
  form.submission?.status ?? 'none';

export function submissionActions(form: ApartmentMaterialForm): SubmissionActions {
  const status = submissionStatusOf(form);
  // Submitting without a submission opens one first, as a draft.
  const from = status === 'none' ? 'draft' : status;
  const has = (action: SubmissionAction) => submissionStep(action, from) !== undefined;
  return {
    submit: form.can.submit && form.can.choose && has('submit'),
    withdraw: form.can.submit && has('withdraw'),
    // Accept and Return are offered together, on what the reviewer may accept.
    review: form.can.review && has('accept'),
  };
}
