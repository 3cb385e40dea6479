// npx tsx bench/bench-pglite-worker.ts — the main thread's event-loop lag with PGlite on the main
// thread and in a worker (ADR 010), under 50 parallel feed-like reads, then 50 parallel
// read-then-write transactions, for BENCH_DURATION seconds each (5 by default).
import crypto from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { desc, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { posts, user } from '../src/db/schema';

const PARALLEL = 50;
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 5) * 1000;

async function seed(db: Database) {
  const ids = Array.from({ length: 1000 }, () => crypto.randomUUID());
  await db.insert(user).values(ids.map((id, index) => ({ id, email: `lag${index}@example.org`, name: `Membre ${index}`, emailVerified: true })));
  const now = Date.now();
  for (let start = 0; start < 10_000; start += 1000) {
    await db.insert(posts).values(
      Array.from({ length: 1000 }, (_, index) => ({
        userId: ids[(start + index) % ids.length]!,
        content: `Publication ${start + index} #wellness — ${'bla '.repeat(20)}`,
        createdAt: new Date(now - (start + index) * 60_000),
      })),
    );
  }
  return ids;
}

/** A page of the feed as the posts route reads it: 50 newest posts with their authors. */
const readFeed = (db: Database) =>
  db
    .select({ id: posts.id, content: posts.content, createdAt: posts.createdAt, likes: posts.likesCount, author: user.name, authorId: user.id })
    .from(posts)
    .innerJoin(user, eq(posts.userId, user.id))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(50);

/** A like toggle's shape: read a row, write it back, in one transaction. */
const bumpPost = (db: Database, postId: string) =>
  db.transaction(async (tx) => {
    const [post] = await tx.select({ likes: posts.likesCount }).from(posts).where(eq(posts.id, postId));
    await tx.update(posts).set({ likesCount: post!.likes + 1 }).where(eq(posts.id, postId));
  });

async function measure(work: () => Promise<unknown>) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  // monitorEventLoopDelay on Node 20 under-reports one long synchronous stall: gaps are timed too.
  const gaps: number[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    gaps.push(now - last - 10);
    last = now;
  }, 10);
  histogram.enable();
  const busyBefore = performance.eventLoopUtilization();
  const deadline = performance.now() + DURATION_MS;
  let done = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (performance.now() < deadline) {
        await work();
        done += 1;
      }
    }),
  );
  const busy = performance.eventLoopUtilization(busyBefore);
  await new Promise((resolve) => setTimeout(resolve, 30));
  histogram.disable();
  clearInterval(timer);
  gaps.sort((a, b) => a - b);
  const ms = (value: number) => Math.round(value * 10) / 10;
  return {
    'per second': Math.round((done * 1000) / DURATION_MS),
    'main thread busy': `${Math.round(busy.utilization * 100)} %`,
    'lag p50 (ms)': ms(histogram.percentile(50) / 1e6),
    'lag p99 (ms)': ms(histogram.percentile(99) / 1e6),
    'gap p99 (ms)': ms(gaps[Math.floor(gaps.length * 0.99)] ?? 0),
    'gap max (ms)': ms(gaps.at(-1) ?? 0),
  };
}

const rows: Record<string, string | number>[] = [];
for (const thread of ['main', 'worker'] as const) {
  const handle = await openDatabase({ kind: 'pglite', dataDir: null, thread });
  await handle.migrate();
  await seed(handle.db);
  const [target] = await handle.db.select({ id: posts.id }).from(posts).limit(1);
  await readFeed(handle.db); // warm the plan cache and the pages
  rows.push({ thread, load: `${PARALLEL} parallel feed reads`, ...(await measure(() => readFeed(handle.db))) });
  rows.push({ thread, load: `${PARALLEL} parallel like transactions`, ...(await measure(() => bumpPost(handle.db, target!.id))) });
  await handle.close();
}
console.log(`PGlite, ${DURATION_MS / 1000} s per case, Node ${process.version}`);
console.table(rows);
