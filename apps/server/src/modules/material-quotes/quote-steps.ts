import {
  ErrorCode,
  type MaterialQuote,
  type QuoteAction,
  type QuoteLifecycleStatus,
  type QuoteStep,
  type QuoteStepAction,
  quoteActor,
  quoteStep,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { conflict } from '../../platform/http/app-error';
import { formatInstant } from '../../platform/time/format-instant';
import type { QuoteRow } from './material-quotes.repo';

/*
 * The server's side of the quote lifecycle table (contracts material-quote-lifecycle.ts): a step
 * is taken only where the table has it, before its deadline, and `can` offers exactly those steps.
 */

const REFUSED: Record<QuoteAction, string> = {
  create: 'created again',
  edit: 'edited',
  publish: 'published',
  approve: 'approved',
  send_corrections: 'sent back for corrections',
  change_room_card: 'given another room card',
  approve_room_card: 'have its room card approved',
};

/** The table's step for `action` from `status`; 409 naming the status when the table has none. */
export function requireStep<A extends QuoteAction>(status: string, action: A): Extract<QuoteStep, { action: A }> {
  // A stored status is one of the table's; anything else finds no step and is refused.
  const found = quoteStep(action, status as QuoteLifecycleStatus);
  if (!found) throw conflict(ErrorCode.conflict, `The quote is ${status}: it cannot be ${REFUSED[action]}.`);
  return found;
}

/** 409 once the step's deadline has passed, naming it in the installation's time zone. */
export function requireInTime(ctx: AppContext, found: QuoteStep, row: QuoteRow): void {
  if (found.deadline === null) return;
  const deadline = found.deadline === 'quote' ? row.quote.deadlineAt : row.quote.roomCardDeadlineAt;
  if (deadline && deadline.getTime() <= Date.now()) {
    const what = found.deadline === 'quote' ? 'quote' : 'room card';
    throw conflict(ErrorCode.conflict, `The ${what} deadline ${formatInstant(ctx.config, deadline)} has passed.`);
  }
}

/**
 * The answer's `can` of each step: the caller's policy grants the step's actor and the table has the
 * step from `status`; a room card approved by the owner is no longer changed or approved again.
 * Deadlines are left out: the web says when one has passed, and the server refuses the step.
 */
export function stepAbilities(
  status: string,
  policy: Record<'manage' | 'answer', boolean>,
  card: { approvedAt: Date | null } | null,
): Pick<MaterialQuote['can'], QuoteStepAction> {
  const may = (action: QuoteStepAction) =>
    policy[quoteActor(action)] && quoteStep(action, status as QuoteLifecycleStatus) !== undefined;
  return {
    edit: may('edit'),
    publish: may('publish'),
    approve: may('approve'),
    send_corrections: may('send_corrections'),
    change_room_card: may('change_room_card') && !card?.approvedAt,
    approve_room_card: may('approve_room_card') && card !== null && card.approvedAt === null,
  };
}
