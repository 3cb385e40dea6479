import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRateLimits } from './rate-limit';
import { refusal } from '../../test/helpers/refusal';


describe('rate limits in memory', () => {
  let offsetMs = 0;
  const realNow = Date.now;
  afterEach(() => {
    vi.restoreAllMocks();
    offsetMs = 0;
  });

  it('allows the budget per window, then refuses with a 429 saying how many seconds are left', async () => {
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offsetMs);
    const limits = createRateLimits({ client: null });
    const limit = limits.create({ name: 'essai', points: 2, durationS: 60 });
    await limit.consume('a');
    await limit.consume('a');
    offsetMs = 15_000;
    const refused = await refusal(limit.consume('a'));
    expect(refused).toMatchObject({ statusCode: 429, code: 'http.rate_limited', extra: { retryAfterSeconds: 45 } });
    // Each key has its own budget.
    await limit.consume('b');
    // A new window starts once the old one ends.
    offsetMs = 60_000;
    await limit.consume('a');
  });

  it('keeps two budgets apart and refuses to define one name twice', async () => {
    const limits = createRateLimits({ client: null });
    const first = limits.create({ name: 'premier', points: 1, durationS: 60 });
    const second = limits.create({ name: 'second', points: 1, durationS: 60 });
    await first.consume('a');
    await second.consume('a');
    expect((await refusal(first.consume('a'))).code).toBe('http.rate_limited');
    expect(() => limits.create({ name: 'premier', points: 5, durationS: 60 })).toThrow(/defined twice/);
  });
});
