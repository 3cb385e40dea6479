import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('allows max hits per window, then refuses with the seconds left', () => {
    let now = 0;
    const limiter = new RateLimiter({ max: 2, windowMs: 60_000 }, () => now);
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(true);
    now = 15_000;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.hit('b').allowed).toBe(true);
  });

  it('starts a new window once the old one ends', () => {
    let now = 0;
    const limiter = new RateLimiter({ max: 1, windowMs: 1000 }, () => now);
    limiter.hit('a');
    expect(limiter.hit('a').allowed).toBe(false);
    now = 1000;
    expect(limiter.hit('a').allowed).toBe(true);
  });
});
