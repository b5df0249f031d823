import { ErrorCode, type SelectionDeadline as SelectionDeadlineAnswer } from '@portal/contracts';
import type { Config } from '../../config';
import { AppError } from '../../platform/http/app-error';
import { formatInstant } from '../../platform/time/format-instant';
import { isPast, type SelectionDeadline } from '../material-deadlines/effective-deadlines.repo';

export function presentDeadline(deadline: SelectionDeadline | undefined, now = new Date()): SelectionDeadlineAnswer {
  if (!deadline) return { deadline_at: null, source: null, passed: false };
  return {
    deadline_at: deadline.deadlineAt?.toISOString() ?? null,
    source: deadline.source,
    passed: isPast(deadline, now),
  };
}

/**
 * 409 naming the deadline (README "Behaviour": a passed deadline is a state conflict, not bad
 * input): the message gives the installation's wall time, `fields.deadline_at` the instant.
 */
export function deadlinePassed(deadlineAt: Date, config: Pick<Config, 'TIME_ZONE'>): AppError {
  return new AppError(
    409,
    ErrorCode.conflict,
    `The selection deadline passed on ${formatInstant(config, deadlineAt)} (${config.TIME_ZONE}); the choices can no longer be changed.`,
    { deadline_at: [deadlineAt.toISOString()] },
  );
}

/** Throws 409 when any of the forms' deadlines has passed. */
export function requireOpen(
  deadlines: Map<number, SelectionDeadline>,
  formIds: Iterable<number>,
  config: Pick<Config, 'TIME_ZONE'>,
): void {
  const now = new Date();
  for (const formId of formIds) {
    const deadline = deadlines.get(formId);
    if (deadline?.deadlineAt && isPast(deadline, now)) throw deadlinePassed(deadline.deadlineAt, config);
  }
}
