import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit, ConcurrencyTimeoutError } from './concurrency-limit';

/** A task that stays running until the test lets it finish. */
function gate<T = void>() {
  let open!: (value: T) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<T>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { done, open, fail };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ConcurrencyLimit', () => {
  it('never runs more than max tasks at once, under hundreds of callers', async () => {
    const limit = new ConcurrencyLimit({ max: 3, maxWaitMs: 10_000 });
    let running = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, index) =>
        limit.run(async () => {
          running += 1;
          peak = Math.max(peak, running);
          // Random short delays interleave finishes and starts in every order.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
          running -= 1;
          return index;
        }),
      ),
    );
    expect(peak).toBe(3);
    expect(results).toEqual(Array.from({ length: 300 }, (_, index) => index));
    expect(limit.running).toBe(0);
    expect(limit.waiting).toBe(0);
  });

  it('starts waiting callers in arrival order', async () => {
    const limit = new ConcurrencyLimit({ max: 1, maxWaitMs: 10_000 });
    const first = gate();
    const started: number[] = [];
    const runs = [limit.run(() => first.done)];
    for (let index = 0; index < 50; index += 1) {
      runs.push(
        limit.run(async () => {
          started.push(index);
        }),
      );
    }
    expect(limit.waiting).toBe(50);
    first.open();
    await Promise.all(runs);
    expect(started).toEqual(Array.from({ length: 50 }, (_, index) => index));
  });

  it('rejects only the caller whose wait ran out; the others still run in order', async () => {
    const limit = new ConcurrencyLimit({ max: 1, maxWaitMs: 40 });
    const slow = gate();
    const started: string[] = [];
    const holder = limit.run(() => slow.done);
    const expired = limit.run(async () => started.push('expired'));
    await expect(expired).rejects.toBeInstanceOf(ConcurrencyTimeoutError);
    expect(limit.waiting).toBe(0);
    expect(limit.running).toBe(1);

    // Callers queued after the timeout are unaffected by it.
    const later = limit.run(async () => started.push('later'));
    const last = limit.run(async () => started.push('last'));
    slow.open();
    await Promise.all([holder, later, last]);
    expect(started).toEqual(['later', 'last']);
  });

  it('does not time out a caller that got its slot in time, however long its task runs', async () => {
    const limit = new ConcurrencyLimit({ max: 1, maxWaitMs: 20 });
    const result = await limit.run(() => new Promise((resolve) => setTimeout(() => resolve('done'), 60)));
    expect(result).toBe('done');
  });

  it('frees the slot of a task that fails or throws, and passes its error on', async () => {
    const limit = new ConcurrencyLimit({ max: 1, maxWaitMs: 1000 });
    const failing = gate();
    const rejected = limit.run(() => failing.done);
    const afterReject = limit.run(async () => 'after reject');
    failing.fail(new Error('argon2 exploded'));
    await expect(rejected).rejects.toThrow('argon2 exploded');
    await expect(afterReject).resolves.toBe('after reject');

    const thrown = limit.run(() => {
      throw new Error('synchronous');
    });
    await expect(thrown).rejects.toThrow('synchronous');
    await expect(limit.run(async () => 'after throw')).resolves.toBe('after throw');
    await tick();
    expect(limit.running).toBe(0);
  });

  it('refuses a limit below one', () => {
    expect(() => new ConcurrencyLimit({ max: 0, maxWaitMs: 10 })).toThrow();
  });
});
