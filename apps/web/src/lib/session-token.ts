/**
 * A session token is `{id}|{secret}`. Real-time session events carry only the numeric id, so
 * an event applies to this tab when the id matches the id part of the stored token.
 */
export function tokenIdOf(token: string | null | undefined): number | null {
  if (!token) return null;
  const separator = token.indexOf('|');
  const idPart = separator === -1 ? '' : token.slice(0, separator);
  if (!/^\d+$/.test(idPart)) return null;
  return Number(idPart);
}

export function sessionEventApplies(payload: unknown, token: string | null | undefined): boolean {
  if (typeof payload !== 'object' || payload === null || !('token' in payload)) return false;
  const eventToken = Number((payload as { token: unknown }).token);
  const ownId = tokenIdOf(token);
  return ownId !== null && Number.isInteger(eventToken) && eventToken === ownId;
}
