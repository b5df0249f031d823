import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/** A bearer token is `{id}|{secret}`: the id finds the row, the secret is checked against its hash. */
export function parseBearerToken(token: string): { id: number; secret: string } | undefined {
  const bar = token.indexOf('|');
  if (bar < 1) return undefined;
  const id = Number(token.slice(0, bar));
  const secret = token.slice(bar + 1);
  if (!Number.isSafeInteger(id) || id <= 0 || secret.length < 16 || secret.length > 200) return undefined;
  return { id, secret };
}
