import type { QuoteStatus } from './material-quotes';

/*
 * The quote lifecycle as one table (spec part 3 §4, DECISIONS.md "quote states", README
 * "Behaviour"): each step people take on a quote, from which status to which, who may take it (the
 * action of the quote's policy the caller needs), who is told, and which deadline it must beat. The
 * server refuses a step the table lacks (409) and builds the answer's `can` from it; the web shows
 * its buttons from that `can`. Nothing else lists which status allows what.
 *
 * Room cards (the spec names no rule): staff add, replace or delete the card in every status, so a
 * card may follow an approved quote, until the owner has approved the card itself; the owner
 * approves it while the quote is before them (sent) or approved, not while their corrections are
 * pending (the card may change with them), and never on a staff draft, which they cannot see.
 */

/** A quote not yet created (the web's new quote): where `create` starts. */
export type QuoteLifecycleStatus = QuoteStatus | 'unsaved';

/** Who may take a step: `manage` is staff with projects.manage on the project, `answer` the apartment's owner. */
export type QuoteActor = 'manage' | 'answer';

/** Told by e-mail and in real time: the apartment's owners, or the staff member who created the quote. */
export type QuoteAnnouncement = 'owners' | 'creator' | null;

/** The deadline a step must come before: the quote's (answers) or the room card's. */
export type QuoteStepDeadline = 'quote' | 'room_card' | null;

const step = <
  const A extends string,
  const F extends QuoteLifecycleStatus,
  const T extends QuoteStatus,
  const B extends QuoteActor,
  const N extends QuoteAnnouncement,
  const D extends QuoteStepDeadline,
>(
  action: A,
  from: F,
  to: T,
  by: B,
  announces: N,
  deadline: D,
) => ({ action, from, to, by, announces, deadline });

export const QUOTE_LIFECYCLE = [
  step('create', 'unsaved', 'created', 'manage', null, null),
  // Saving name, rows and additional rows keeps the status: a PUT never moves a quote.
  step('edit', 'created', 'created', 'manage', null, null),
  step('edit', 'corrections', 'corrections', 'manage', null, null),
  step('publish', 'created', 'sent', 'manage', 'owners', null),
  step('publish', 'corrections', 'sent', 'manage', 'owners', null),
  step('approve', 'sent', 'approved', 'answer', 'creator', 'quote'),
  step('send_corrections', 'sent', 'corrections', 'answer', 'creator', 'quote'),
  step('change_room_card', 'created', 'created', 'manage', null, null),
  step('change_room_card', 'sent', 'sent', 'manage', null, null),
  step('change_room_card', 'corrections', 'corrections', 'manage', null, null),
  step('change_room_card', 'approved', 'approved', 'manage', null, null),
  step('approve_room_card', 'sent', 'sent', 'answer', null, 'room_card'),
  step('approve_room_card', 'approved', 'approved', 'answer', null, 'room_card'),
] as const;

/** One row of the table. */
export type QuoteStep = (typeof QUOTE_LIFECYCLE)[number];
export type QuoteAction = QuoteStep['action'];
/** The steps on a stored quote: each is a `can` of the quote's answer. */
export type QuoteStepAction = Exclude<QuoteAction, 'create'>;

/** The step `action` takes from `from`, or undefined when the table has none (the server's 409). */
export function quoteStep<A extends QuoteAction>(
  action: A,
  from: QuoteLifecycleStatus,
): Extract<QuoteStep, { action: A }> | undefined {
  return QUOTE_LIFECYCLE.find((s): s is Extract<QuoteStep, { action: A }> => s.action === action && s.from === from);
}

/** Who may take `action`, in any status: all its rows name the same actor (the table's test holds it). */
export function quoteActor(action: QuoteAction): QuoteActor {
  return QUOTE_LIFECYCLE.find((s) => s.action === action)?.by ?? 'manage';
}

/** Statuses the apartment's residents see: a `created` quote is staff's draft (404 to them). */
export const PUBLISHED_QUOTE_STATUSES = ['sent', 'corrections', 'approved'] as const satisfies readonly QuoteStatus[];
/** The owner's open list (`openquotesbyapartment`): quotes awaiting their answer. */
export const OPEN_QUOTE_STATUSES = ['sent'] as const satisfies readonly QuoteStatus[];

export const isPublishedQuote = (status: string): boolean =>
  (PUBLISHED_QUOTE_STATUSES as readonly string[]).includes(status);
