/**
 * Fixed-window counters kept in this process. One instance per rule; keys are IPs or e-mails.
 * Several server instances each count on their own (a shared store comes with the Redis work).
 */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly rule: RateLimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): RateLimitResult {
    const now = this.now();
    this.evictExpired(now);
    const current = this.windows.get(key);
    const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + this.rule.windowMs };
    window.count += 1;
    this.windows.set(key, window);
    const retryAfterSeconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
    return { allowed: window.count <= this.rule.max, retryAfterSeconds };
  }

  // Bounded memory: expired windows go on every hit once the map is large.
  private evictExpired(now: number) {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
  }
}
