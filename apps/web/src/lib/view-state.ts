/**
 * View state kept in a URL segment as URL-encoded JSON (spec part 2 section 2), written by
 * replacing the history entry. A segment of digits only is an active document id.
 */
export type ViewState = Record<string, unknown>;

export function encodeViewState(state: ViewState): string {
  return encodeURIComponent(JSON.stringify(state));
}

function parseObject(text: string): ViewState | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as ViewState) : null;
  } catch {
    return null;
  }
}

/** Accepts the segment decoded (as the router gives it) or still encoded; anything unreadable is {}. */
export function decodeViewState(segment: string | undefined | null): ViewState {
  if (!segment) return {};
  if (/^\d+$/.test(segment)) return { activeImage: Number(segment) };
  const direct = parseObject(segment);
  if (direct) return direct;
  try {
    return parseObject(decodeURIComponent(segment)) ?? {};
  } catch {
    return {};
  }
}

/** A string field of the state, or the fallback. */
export function readString(state: ViewState, key: string, fallback: string): string {
  const value = state[key];
  return typeof value === 'string' ? value : fallback;
}

/** A positive integer field of the state (ids), or null. */
export function readId(state: ViewState, key: string): number | null {
  const value = state[key];
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}
