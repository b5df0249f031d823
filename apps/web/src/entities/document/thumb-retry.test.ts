import { describe, expect, it } from 'vitest';
import { THUMB_MAX_FAILURES, thumbFailureOutcome, thumbRetryDelay } from './thumb-retry';

describe('thumbnail retries', () => {
  it('waits (10 + failures)² ms', () => {
    expect([1, 2, 3, 10].map(thumbRetryDelay)).toEqual([121, 144, 169, 400]);
  });

  it('retries a 404, ignores a 410 and gives up on anything else', () => {
    expect(thumbFailureOutcome(404, 1)).toEqual({ kind: 'retry', delay: 121 });
    expect(thumbFailureOutcome(410, 1)).toEqual({ kind: 'gone' });
    expect(thumbFailureOutcome(500, 1)).toEqual({ kind: 'failed' });
    expect(thumbFailureOutcome(404, THUMB_MAX_FAILURES)).toEqual({ kind: 'failed' });
  });
});
