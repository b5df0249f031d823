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
  const idText = token.slice(0, bar);
  const secret = token.slice(bar + 1);
  // A decimal id that fits the column (DECISIONS.md "Input"): `0x5` or 2⁴⁰ names no row.
  if (!/^[1-9][0-9]{0,9}$/.test(idText) || Number(idText) > 2_147_483_647) return undefined;
  const id = Number(idText);
  if (secret.length < 16 || secret.length > 200) return undefined;
  return { id, secret };
}
