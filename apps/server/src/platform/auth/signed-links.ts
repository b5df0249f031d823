import { createHmac } from 'node:crypto';
import { safeEqual } from './secrets';

/*
 * Short-lived links that carry their own credential (a report opened in a new tab, where no bearer
 * token can be sent; DECISIONS.md "Condominiums and materials"): an HMAC-SHA256 over what the link
 * is for and when it ends. The key is derived from the server's secret with the link's purpose, so
 * a signature made for one purpose (or for the real-time channels that share the secret) is never
 * valid for another.
 */

/** The parts a link is signed over; numbers and fixed words only, joined with a separator none contain. */
type Part = string | number;

function signature(secret: string, purpose: string, parts: readonly Part[], expiresAt: number): string {
  const key = createHmac('sha256', secret).update(`signed-link:${purpose}`).digest();
  return createHmac('sha256', key)
    .update([...parts, expiresAt].join('\n'))
    .digest('base64url');
}

/** `{expires}.{signature}`: the token a link carries as `?token=`. */
export function signLink(secret: string, purpose: string, parts: readonly Part[], expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${expires}.${signature(secret, purpose, parts, expires)}`;
}

/** Whether `token` was made by `signLink` for these parts and has not expired at `now`. */
export function verifyLink(
  secret: string,
  purpose: string,
  parts: readonly Part[],
  token: string,
  now: Date = new Date(),
): boolean {
  const match = /^([1-9][0-9]{0,11})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now.getTime()) return false;
  return safeEqual(match[2], signature(secret, purpose, parts, expires));
}
