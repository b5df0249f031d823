/**
 * Image fetches retry a 404 (the thumbnail is still being made) after (10 + failures)² ms; a
 * 410 (removed document) is ignored silently (spec part 1 sections 4 and 9).
 */
export function thumbRetryDelay(failures: number): number {
  return (10 + failures) ** 2;
}

/** After this many 404s in a row the image gives up (about four minutes of waiting in all). */
export const THUMB_MAX_FAILURES = 60;

export type ThumbOutcome = { kind: 'retry'; delay: number } | { kind: 'gone' } | { kind: 'failed' };

/** What to do after a failed fetch with this HTTP status, the `failures`-th in a row (1-based). */
export function thumbFailureOutcome(status: number, failures: number): ThumbOutcome {
  if (status === 410) return { kind: 'gone' };
  if (status === 404 && failures < THUMB_MAX_FAILURES) return { kind: 'retry', delay: thumbRetryDelay(failures) };
  return { kind: 'failed' };
}
