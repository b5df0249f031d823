import { describe, expect, it } from 'vitest';
import {
  isPublishedQuote,
  QUOTE_LIFECYCLE,
  type QuoteAction,
  type QuoteLifecycleStatus,
  quoteActor,
  quoteStep,
} from './material-quote-lifecycle';
import { QUOTE_STATUSES } from './material-quotes';

/*
 * Every (from, to) pair of the quote lifecycle, written out: the steps that lead from one status to
 * the other, who takes each (manage: staff with projects.manage; answer: the apartment's owner),
 * who is told and which deadline it must beat. "-": no step, which the server refuses with 409.
 */

const FROM: readonly QuoteLifecycleStatus[] = ['unsaved', ...QUOTE_STATUSES];

function cell(from: QuoteLifecycleStatus, to: string): string {
  const steps = QUOTE_LIFECYCLE.filter((s) => s.from === from && s.to === to).map((s) => {
    const extras = [s.by, s.announces && `tells ${s.announces}`, s.deadline && `before ${s.deadline} deadline`];
    return `${s.action} (${extras.filter(Boolean).join(', ')})`;
  });
  return `${from} -> ${to}: ${steps.length ? steps.join('; ') : '-'}`;
}

describe('the quote lifecycle table', () => {
  it('allows exactly these steps, by these people, telling these people', () => {
    const grid = FROM.flatMap((from) => QUOTE_STATUSES.map((to) => cell(from, to)));
    expect(grid).toEqual([
      'unsaved -> created: create (manage)',
      'unsaved -> sent: -',
      'unsaved -> corrections: -',
      'unsaved -> approved: -',
      'created -> created: edit (manage); change_room_card (manage)',
      'created -> sent: publish (manage, tells owners)',
      'created -> corrections: -',
      'created -> approved: -',
      'sent -> created: -',
      'sent -> sent: change_room_card (manage); approve_room_card (answer, before room_card deadline)',
      'sent -> corrections: send_corrections (answer, tells creator, before quote deadline)',
      'sent -> approved: approve (answer, tells creator, before quote deadline)',
      'corrections -> created: -',
      'corrections -> sent: publish (manage, tells owners)',
      'corrections -> corrections: edit (manage); change_room_card (manage)',
      'corrections -> approved: -',
      'approved -> created: -',
      'approved -> sent: -',
      'approved -> corrections: -',
      'approved -> approved: change_room_card (manage); approve_room_card (answer, before room_card deadline)',
    ]);
  });

  it('has at most one step per action and status, and one actor per action', () => {
    const keys = QUOTE_LIFECYCLE.map((s) => `${s.action}@${s.from}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const s of QUOTE_LIFECYCLE) expect(quoteActor(s.action), s.action).toBe(s.by);
  });

  it('finds a step by action and status, and none where the table has none', () => {
    expect(quoteStep('publish', 'corrections')?.to).toBe('sent');
    expect(quoteStep('approve', 'sent')?.announces).toBe('creator');
    const refused: [QuoteAction, QuoteLifecycleStatus][] = [
      ['publish', 'sent'],
      ['publish', 'approved'],
      ['approve', 'corrections'],
      ['edit', 'sent'],
      ['approve_room_card', 'corrections'],
      ['approve_room_card', 'created'],
    ];
    for (const [action, from] of refused) expect(quoteStep(action, from), `${action} from ${from}`).toBeUndefined();
  });

  it('shows residents every status but the staff draft', () => {
    expect(QUOTE_STATUSES.filter(isPublishedQuote)).toEqual(['sent', 'corrections', 'approved']);
  });
});
