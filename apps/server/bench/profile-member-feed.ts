// npm run bench:profile — where a signed-in member's feed request spends its CPU: the
// app on PostgreSQL (DATABASE_URL) or embedded PGlite, 50 connections of member feed requests for
// 10 s, with the V8 sampling profiler on. Prints the top frames by self time and the share of each
// package; writes the .cpuprofile (open it in Chrome DevTools for the flame graph).
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import { createSignedInMembers } from '../test/helpers/members';
import { openScratchPostgres, startBenchApp, type BenchDatabase } from './lib/app';
import { runAutocannon } from './lib/load';
import { seedBenchData } from './lib/seed';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
}

const durationS = Number(process.env.BENCH_DURATION ?? 10);
const url = process.env.DATABASE_URL;
let database: Pick<BenchDatabase, 'handle' | 'drop'>;
if (url) {
  database = await openScratchPostgres(url, 'lameute_profile');
} else {
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await handle.migrate();
  database = { handle, drop: handle.close };
}
const { handle } = database;
const server = await startBenchApp(handle);
const { app, base } = server;
await seedBenchData(handle, { members: 1000, posts: 10_000, messages: 1000, stormMembers: 0 });
const [member] = await createSignedInMembers(app, 1, 'profil');

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 500 });
await session.post('Profiler.start');
const load = await runAutocannon(`${base}/api/posts`, { connections: 50, durationS, headers: { cookie: member!.cookie } });
const { profile } = (await session.post('Profiler.stop')) as { profile: { nodes: ProfileNode[] } };
session.disconnect();
await server.close();
await database.drop();

const file = path.join(os.tmpdir(), `member-feed-${Date.now()}.cpuprofile`);
fs.writeFileSync(file, JSON.stringify(profile));
const total = profile.nodes.reduce((sum, node) => sum + node.hitCount, 0);
const where = (node: ProfileNode) => {
  const { url: source, functionName } = node.callFrame;
  if (!source) return functionName ? `(${functionName})` : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  if (pkg) return pkg;
  if (source.startsWith('node:')) return source;
  return `app: ${source.replace(/^.*\/apps\/server\//, '')}`;
};
const byPlace = new Map<string, number>();
const byFrame = new Map<string, number>();
for (const node of profile.nodes) {
  byPlace.set(where(node), (byPlace.get(where(node)) ?? 0) + node.hitCount);
  const frame = `${node.callFrame.functionName || '(anonymous)'} ${where(node)}:${node.callFrame.lineNumber + 1}`;
  byFrame.set(frame, (byFrame.get(frame) ?? 0) + node.hitCount);
}
const top = (map: Map<string, number>, count: number) =>
  [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, hits]) => ({ name, 'self %': Math.round((hits / total) * 1000) / 10 }));
console.log(`${url ? 'PostgreSQL' : 'PGlite'}: member feed ${load['req/s']} req/s, p99 ${load['p99 ms']} ms while profiling`);
console.log('\nSelf time by package or file');
console.table(top(byPlace, 15));
console.log('\nTop frames by self time');
console.table(top(byFrame, 20));
console.log(`Profile written to ${file}`);
