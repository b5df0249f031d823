import type { SubmissionStatus } from '@portal/contracts';

/** A form's submission as shown: its status, or `none` while the owner has not opened one. */
export type SubmissionStatusShown = SubmissionStatus | 'none';

export const SUBMISSION_STATUS_COLOR: Record<SubmissionStatusShown, string> = {
  none: 'gray',
  draft: 'gray',
  submitted: 'blue',
  accepted: 'green',
  returned: 'orange',
};

export const submissionStatusKey = (status: SubmissionStatusShown) => `materialSelection.status.${status}`;
