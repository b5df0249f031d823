import { Dicer } from '@fastify/busboy';

/**
 * The internals of @fastify/busboy's Dicer (3.x) that the fix below reads. `_oninfo` receives each
 * run of bytes between boundaries; `_part` is the part being written (undefined once it has ended);
 * `_pause` holds the parser's write callback until the current part asks for more.
 */
interface DicerInternals {
  _oninfo(...args: unknown[]): unknown;
  _unpause(): void;
  _pause: boolean;
  _part: unknown;
}

/**
 * Dicer pauses when a part's buffer is full and resumes when that part is read again. A part that
 * nobody consumes directly (busboy skips a part whose Content-Disposition is not `form-data`, has
 * no name, or is over a parts/fields/files limit, by resuming it a tick later) fills its buffer
 * with 16 KB or more of one write and ends in that same write: an ended stream is never read
 * again, so the parser stayed paused and the request went unanswered for good (issue 16, found
 * with 16–64 KB bodies). A part that has ended can hold nothing back, so the pause it caused is
 * lifted at once; a part still open keeps its back-pressure.
 *
 * Upstream: no issue of fastify/busboy (nor of mscdex/dicer, which it forked) reports this case
 * (searched November 2026). The nearest is mscdex/dicer pull request #9, "unpause after
 * backpressure when all parts have finished": the same pause left on in a sibling case (no part
 * open yet), fixed there by the same move, calling the held write callback. Drop this patch when
 * @fastify/busboy's Dicer lifts the pause for an ended part itself (the multipart-hostile test
 * keeps passing without it).
 */
export function installMultipartParserFix(): void {
  const proto = Dicer.prototype as unknown as DicerInternals & { __portalFix?: true };
  if (proto.__portalFix) return;
  const original = proto._oninfo;
  // Fail loudly on a busboy whose internals changed, rather than run without the fix.
  if (typeof original !== 'function' || typeof proto._unpause !== 'function') {
    throw new Error('@fastify/busboy internals changed: review platform/http/multipart-parser-fix.ts');
  }
  proto._oninfo = function (this: DicerInternals, ...args: unknown[]) {
    const result = original.apply(this, args);
    if (this._pause && this._part === undefined) this._unpause();
    return result;
  };
  proto.__portalFix = true;
}
