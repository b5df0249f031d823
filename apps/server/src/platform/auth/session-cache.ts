import type { AuthUser } from './auth-user';

/**
 * A few seconds of memory for resolved sessions, so a burst of requests with one token costs
 * one database round trip. Whatever changes a session, a permission or a membership (a company
 * role, a condominium or apartment role: every fact policies read is in the cached user) on this
 * instance clears the entries at once (`forgetToken`, `forgetUser`, `clear`); other instances see
 * the change within `ttlMs` (README "Behaviour"). A ttl of 0 turns the cache off.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: AuthUser; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(token: string): AuthUser | undefined {
    const hit = this.entries.get(token);
    if (!hit) return undefined;
    const now = Date.now();
    if (hit.until < now || hit.user.tokenExpiresAt.getTime() <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return hit.user;
  }

  set(token: string, user: AuthUser): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(token, { user, until: Date.now() + this.ttlMs });
  }

  forgetToken(tokenId: number): void {
    for (const [key, value] of this.entries) if (value.user.tokenId === tokenId) this.entries.delete(key);
  }

  forgetUser(userId: number): void {
    for (const [key, value] of this.entries) if (value.user.id === userId) this.entries.delete(key);
  }

  /** After a change to roles or the permission matrix: everyone's permissions are read again. */
  clear(): void {
    this.entries.clear();
  }
}
