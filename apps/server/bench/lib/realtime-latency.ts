// Send→receipt latency across processes for bench-realtime.ts: the sender stamps each message
// with the shared clock, receivers in other processes subtract it and count the result in a
// histogram small enough to send back over IPC (millions of samples at 10,000 sockets).

/**
 * Milliseconds on CLOCK_MONOTONIC (process.hrtime), which every process on one Linux machine reads
 * alike: a send time taken in one process and a receipt time taken in another subtract exactly.
 * `performance.timeOrigin + performance.now()` would also do, but each process samples its origin
 * at start-up: measured here, processes disagree by up to ~0.2 ms that way.
 */
export function sharedClockMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

/** Latencies counted per 0.1 ms bucket: [bucket, count] pairs, as IPC carries them. */
export type LatencyHistogram = [bucket: number, count: number][];

const BUCKETS_PER_MS = 10;

/** A receiver's running count, as a Map while it records. */
export function recordLatency(buckets: Map<number, number>, latencyMs: number) {
  const bucket = Math.max(0, Math.round(latencyMs * BUCKETS_PER_MS));
  buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
}

/** The given percentiles (0–100) of every histogram together, in ms to 0.1 ms. */
export function mergedPercentiles(histograms: LatencyHistogram[], percentiles: number[]): number[] {
  const merged = new Map<number, number>();
  for (const histogram of histograms) {
    for (const [bucket, count] of histogram) merged.set(bucket, (merged.get(bucket) ?? 0) + count);
  }
  const sorted = [...merged.entries()].sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((sum, [, count]) => sum + count, 0);
  return percentiles.map((p) => {
    if (total === 0) return 0;
    // The sample at index floor(p% × total), as the single-process bench took it from a sorted array.
    const rank = Math.min(total - 1, Math.floor((p / 100) * total));
    let seen = 0;
    for (const [bucket, count] of sorted) {
      seen += count;
      if (seen > rank) return bucket / BUCKETS_PER_MS;
    }
    return sorted.at(-1)![0] / BUCKETS_PER_MS;
  });
}
