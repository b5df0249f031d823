import { describe, expect, it } from 'vitest';
import { SUBMISSION_STATUSES } from './material-selections';
import { SUBMISSION_LIFECYCLE, submissionMove, submissionStep } from './submission-lifecycle';

/* Every (from, to) pair of a form submission, written out: the move, and who takes it ("-": none, 409). */

describe('the submission lifecycle table', () => {
  it('allows exactly these moves, by these people', () => {
    const grid = SUBMISSION_STATUSES.flatMap((from) =>
      SUBMISSION_STATUSES.map((to) => {
        const move = submissionMove(from, to);
        return `${from} -> ${to}: ${move ? `${move.action} (${move.by})` : '-'}`;
      }),
    );
    expect(grid).toEqual([
      'draft -> draft: -',
      'draft -> submitted: submit (choose)',
      'draft -> accepted: -',
      'draft -> returned: -',
      'submitted -> draft: withdraw (choose)',
      'submitted -> submitted: -',
      'submitted -> accepted: accept (review)',
      'submitted -> returned: return (review)',
      'accepted -> draft: -',
      'accepted -> submitted: -',
      'accepted -> accepted: -',
      'accepted -> returned: return (review)',
      'returned -> draft: -',
      'returned -> submitted: submit (choose)',
      'returned -> accepted: -',
      'returned -> returned: -',
    ]);
  });

  it('has one move per pair and one actor per action', () => {
    const pairs = SUBMISSION_LIFECYCLE.map((s) => `${s.from}>${s.to}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const s of SUBMISSION_LIFECYCLE) {
      expect(SUBMISSION_LIFECYCLE.filter((o) => o.action === s.action).every((o) => o.by === s.by)).toBe(true);
    }
    expect(submissionStep('return', 'accepted')?.to).toBe('returned');
    expect(submissionStep('withdraw', 'draft')).toBeUndefined();
  });
});
