import type { ApartmentMaterialForm } from '@portal/contracts';
import type { SubmissionStatusShown } from '../../entities/material-selection';

/** Which submission actions a form's card offers; the rules are the server's, read from `can`. */
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
  const submitted = status === 'submitted';
  return {
    submit: form.can.submit && form.can.choose && !submitted && status !== 'accepted',
    withdraw: form.can.submit && submitted,
    review: form.can.review && submitted,
  };
}
