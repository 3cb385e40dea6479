/**
 * A few seconds of memory for public, anonymous reads: under load the same feed page is asked for
 * thousands of times a second, while it changes far less often. Writes clear it at once on this
 * instance; other instances catch up within the TTL.
 */
export class MicroCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T) {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  clear() {
    this.entries.clear();
  }

  /**
   * The cached value, or one computed once however many callers miss at the same moment (keeping
   * a crowd from all querying the database when an entry expires). A failed computation is not kept.
   */
  getOrCompute<V>(this: MicroCache<Promise<V>>, key: string, compute: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const pending = compute();
    this.set(key, pending);
    pending.catch(() => {
      if (this.entries.get(key)?.value === pending) this.entries.delete(key);
    });
    return pending;
  }
}
