/**
 * Reads started by index.html's first script, before the app's scripts have arrived (on a phone
 * on a weak network that is seconds), for the answers the first screen waits on. The app's client
 * takes such an answer instead of asking again (`takeEarlyResponse` in api-client's `send`). The
 * script holds no knowledge of the app: it is told which URLs to read (app/first-screen).
 */

interface EarlyRequest {
  url: string;
  token: string;
  response: Promise<Response>;
}

/** Where the early requests wait for the app, on `window`. */
const SLOT = '__portalEarlyRequests';

/** An early answer older than this (ms since the page's navigation) is not taken: ask afresh. */
export const EARLY_RESPONSE_MAX_AGE_MS = 30_000;

type WithSlot = { [SLOT]?: EarlyRequest[] };

/** Starts the GETs with the stored user's token, as the app's client would send them. */
export function startEarlyRequests(urls: readonly string[], token: string): void {
  if (urls.length === 0 || typeof fetch !== 'function') return;
  (window as WithSlot)[SLOT] = urls.map((url) => {
    const response = fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
    // Not taken (another page, signed out): its failure must not be reported as unhandled.
    response.catch(() => {});
    return { url, token, response };
  });
}

/**
 * The early answer for a GET of this URL with this token, once: a second call, another token, or
 * a page that has been open for a while gets undefined and asks the server itself.
 */
export function takeEarlyResponse(url: string, token: string | null | undefined): Promise<Response> | undefined {
  const waiting = typeof window === 'undefined' ? undefined : (window as WithSlot)[SLOT];
  if (!waiting || !token) return undefined;
  const index = waiting.findIndex((request) => request.url === url && request.token === token);
  if (index < 0) return undefined;
  const [request] = waiting.splice(index, 1);
  return performance.now() <= EARLY_RESPONSE_MAX_AGE_MS ? request.response : undefined;
}
