/**
 * At most `max` tasks at once in this process; later callers wait their turn in arrival order, and
 * give up after `maxWaitMs` with a ConcurrencyTimeoutError. Meant for CPU-heavy work that runs off
 * the event loop (argon2 on libuv's thread pool): without a bound, a burst takes every core and
 * starves the requests that only read.
 */
export interface ConcurrencyLimitOptions {
  max: number;
  maxWaitMs: number;
}

export class ConcurrencyTimeoutError extends Error {
  constructor(readonly waitedMs: number) {
    super(`No slot freed within ${waitedMs} ms`);
    this.name = 'ConcurrencyTimeoutError';
  }
}

interface Waiter {
  start: () => void;
  timer: ReturnType<typeof setTimeout>;
}

export class ConcurrencyLimit {
  private active = 0;
  // A Map keeps insertion order (FIFO) and drops a timed-out waiter in O(1).
  private readonly queue = new Map<number, Waiter>();
  private nextWaiterId = 0;

  constructor(private readonly options: ConcurrencyLimitOptions) {
    if (!Number.isInteger(options.max) || options.max < 1) throw new Error(`max must be a positive integer, got ${options.max}`);
  }

  get running(): number {
    return this.active;
  }

  get waiting(): number {
    return this.queue.size;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.active < this.options.max) {
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const id = this.nextWaiterId++;
      const timer = setTimeout(() => {
        this.queue.delete(id);
        reject(new ConcurrencyTimeoutError(this.options.maxWaitMs));
      }, this.options.maxWaitMs);
      // The slot is handed over directly (active is not decremented), so no newcomer can jump the queue.
      this.queue.set(id, { start: resolve, timer });
    });
  }

  private release() {
    const next = this.queue.entries().next();
    if (next.done) {
      this.active -= 1;
      return;
    }
    const [id, waiter] = next.value;
    this.queue.delete(id);
    clearTimeout(waiter.timer);
    waiter.start();
  }
}
