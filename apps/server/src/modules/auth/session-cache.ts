import type { SessionUser } from '@la-meute/shared';

/** What one session token resolved to, and until when that answer may be reused. */
export interface CachedSession {
  user: SessionUser | null;
  /** When the session row itself expires (null for a token that resolved to no session). */
  sessionExpiresAt: number | null;
  /** When Better Auth would renew the session (sliding expiry): past it, ask Better Auth again. */
  renewAt: number | null;
  cachedUntil: number;
}

/**
 * A few seconds of memory per session token, so that a member's burst of requests costs one
 * database lookup instead of one per request (the lookup was 1 ms of CPU per request).
 * The TTL bounds how long a session revoked behind our back (deleted row, ban, password reset on
 * another instance) keeps working; sign-out and revocations we perform clear entries at once.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 20_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(token: string): CachedSession | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    const now = this.now();
    const stale =
      entry.cachedUntil <= now ||
      (entry.sessionExpiresAt !== null && entry.sessionExpiresAt <= now) ||
      (entry.renewAt !== null && entry.renewAt <= now);
    if (stale) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  set(token: string, value: Omit<CachedSession, 'cachedUntil'>) {
    // Bounded memory: a flood of distinct tokens empties the cache rather than growing it.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(token, { ...value, cachedUntil: this.now() + this.ttlMs });
  }

  deleteToken(token: string) {
    this.entries.delete(token);
  }

  /** Every cached session of a member (sign-out everywhere, ban, password change). */
  deleteUser(userId: string) {
    for (const [token, entry] of this.entries) {
      if (entry.user?.id === userId) this.entries.delete(token);
    }
  }
}
