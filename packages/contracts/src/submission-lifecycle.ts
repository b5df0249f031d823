import type { SubmissionStatus } from './material-selections';

/*
 * A form submission's lifecycle as one table (README "Behaviour"; the spec leaves the statuses
 * open), in the style of the quotes' (material-quote-lifecycle.ts): the apartment's owner submits
 * and withdraws before the form's deadline while staff have not accepted it; staff who review the
 * project accept or return a submitted one, or return an accepted one to reopen it, at any time.
 * Reviewers may take the owner's steps too, past the deadline (they may save for the owner).
 * Setting the status a submission already has moves nothing and needs no row. The server refuses a
 * move the table lacks (409); the web offers its buttons from it.
 */

/** Who may move: `choose` the apartment's owner (and reviewers), `review` staff who manage the project. */
export type SubmissionActor = 'choose' | 'review';

const step = <
  const A extends string,
  const F extends SubmissionStatus,
  const T extends SubmissionStatus,
  const B extends SubmissionActor,
>(
  action: A,
  from: F,
  to: T,
  by: B,
) => ({ action, from, to, by });

export const SUBMISSION_LIFECYCLE = [
  step('submit', 'draft', 'submitted', 'choose'),
  step('submit', 'returned', 'submitted', 'choose'),
  step('withdraw', 'submitted', 'draft', 'choose'),
  step('accept', 'submitted', 'accepted', 'review'),
  step('return', 'submitted', 'returned', 'review'),
  step('return', 'accepted', 'returned', 'review'),
] as const;

export type SubmissionStep = (typeof SUBMISSION_LIFECYCLE)[number];
export type SubmissionAction = SubmissionStep['action'];

/** The move from `from` to `to`, or undefined when the table has none. */
export function submissionMove(from: SubmissionStatus, to: SubmissionStatus): SubmissionStep | undefined {
  return SUBMISSION_LIFECYCLE.find((s) => s.from === from && s.to === to);
}

/** The step `action` takes from `from`, or undefined when the table has none. */
export function submissionStep(action: SubmissionAction, from: SubmissionStatus): SubmissionStep | undefined {
  return SUBMISSION_LIFECYCLE.find((s) => s.action === action && s.from === from);
}
