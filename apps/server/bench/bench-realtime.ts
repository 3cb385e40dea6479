// npm run bench:realtime — public chat fan-out: receiving sockets in the 'general'
// channel, 10 pseudonyms sending 10 messages/s of ~1 KB for 30 s; delivered/expected, send→receipt
// latency p50/p95/p99 and each instance's memory (RSS idle, with every client connected, peak;
// memory per connection). Runs: (a) one instance on PGlite, BENCH_CLIENTS sockets; with REDIS_URL
// and DATABASE_URL, (b) two instances sharing a scratch PostgreSQL database and Redis,
// BENCH_CLIENTS sockets, and (c) the same with BENCH_CLIENTS_LARGE sockets. Receiving sockets live
// in worker processes (lib/realtime-clients-worker.ts), connected round-robin to the instances;
// they speak the protocol over `ws` and read only each message's stamp (lib/realtime-receiver-lean.ts),
// so the CPU they leave the instances is not the client library's. CPU seconds of each party while
// messages flow are reported beside the latencies (lib/realtime-cpu.ts).
// Env: BENCH_CLIENTS (2000), BENCH_CLIENTS_LARGE (10000), BENCH_DURATION (s, 30), BENCH_RATE
// (messages/s, 10), BENCH_CLIENTS_PER_WORKER (2500), BENCH_CONNECT_BATCH (sockets a worker opens
// at once, 100), BENCH_RECEIVER ('lean', or 'socket.io-client' to check the lean receivers
// against the app's client library), BENCH_CPU_PROF_DIR (each instance writes a CPU profile there),
// BENCH_JSON (path: also write the goals and results there, for npm run bench), REDIS_URL, DATABASE_URL.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { REALTIME_PATH, roomName } from '@la-meute/shared';
import { seedDemoData } from '../src/db/seed';
import { openScratchPostgres } from './lib/app';
import { metText, reportGoals, type GoalRow } from './lib/goal-report';
import { startClients } from './lib/realtime-clients';
import { startCpuWindow, type CpuSplit } from './lib/realtime-cpu';
import type { ReceiverKind } from './lib/realtime-receiver';
import { mergedPercentiles, sharedClockMs } from './lib/realtime-latency';
import { startServer, type BenchServer, type InstanceMemory } from './lib/realtime-servers';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 2000);
const CLIENTS_LARGE = Number(process.env.BENCH_CLIENTS_LARGE ?? 10000);
const RATE = Number(process.env.BENCH_RATE ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 30);
const PER_WORKER = Number(process.env.BENCH_CLIENTS_PER_WORKER ?? 2500);
const CONNECT_BATCH = Number(process.env.BENCH_CONNECT_BATCH ?? 100);
const RECEIVER: ReceiverKind = process.env.BENCH_RECEIVER === 'socket.io-client' ? 'socket.io-client' : 'lean';
const SENDERS = 10;
const MESSAGE_CHARS = 1000;
const WORDS = 'loup meute forêt lune rivière souffle calme partage sentier clairière aube brume écorce mousse'.split(' ');
// The anonymous-token budget (30 an hour per address) is kept in Redis from one bench run to the
// next: each run's pseudonyms ask from addresses of the benchmarking range (RFC 2544,
// 198.18.0.0/15) drawn for that run, which these bench instances accept from loopback only.
const BENCH_PROXY = { TRUST_PROXY: 'loopback' };
const runSubnet = crypto.randomInt(256);
const senderAddress = (index: number) => `198.18.${runSubnet}.${index + 1}`;

interface RunResult {
  run: string;
  instances: number;
  clients: number;
  delivered: number;
  expected: number;
  lost: number;
  refused: number;
  /** Sockets that could not connect or join, and joined sockets that were closed during the run. */
  failedSockets: number;
  droppedSockets: number;
  connectSeconds: number;
  p50: number;
  p95: number;
  p99: number;
  rssIdleMb: number[];
  rssConnectedMb: number[];
  rssPeakMb: number[];
  kbPerConnection: number[];
  /** CPU seconds from the first message sent to the last received (or given up on). */
  cpu: CpuSplit;
}

const runLabels = { single: 'one instance (PGlite)', pair: 'two instances (PostgreSQL + Redis)', large: 'two instances (PostgreSQL + Redis), large' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const toMb = (kb: number) => Math.round((kb / 1024) * 10) / 10;

function openSocket(base: string, auth: object = {}): Promise<Socket> {
  const socket = connect(base, { path: REALTIME_PATH, transports: ['websocket'], forceNew: true, reconnection: false, auth });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function generalRoom(base: string) {
  const { channels } = (await (await fetch(`${base}/api/channels`)).json()) as { channels: { id: string; name: string }[] };
  const channelId = channels.find((channel) => channel.name === 'general')!.id;
  return { channelId, room: roomName('channel', channelId) };
}

/** A few sockets through every code path first, so "idle" memory is not a cold start's. */
async function warmUp(bases: string[], room: string) {
  for (const base of bases) {
    const sockets = await Promise.all(Array.from({ length: 20 }, () => openSocket(base)));
    await Promise.all(sockets.map((socket) => socket.emitWithAck('room:join', room)));
    for (const socket of sockets) socket.close();
  }
}

async function openSenders(bases: string[], room: string) {
  const senders: Socket[] = [];
  for (let index = 0; index < SENDERS; index += 1) {
    const base = bases[index % bases.length]!;
    const response = await fetch(`${base}/api/anonymous`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': senderAddress(index) },
      body: JSON.stringify({ sessionId: crypto.randomUUID(), pseudonym: `Banc${index}` }),
    });
    if (!response.ok) throw new Error(`POST /api/anonymous answered ${response.status}: ${await response.text()}`);
    const { token } = (await response.json()) as { token: string };
    const socket = await openSocket(base, { anonymousToken: token });
    await socket.emitWithAck('room:join', room);
    senders.push(socket);
  }
  return senders;
}

/** `#<seq>|<sent at>|` then words: receivers in other processes read the send time from the text. */
function messageText(seq: number) {
  let text = `#${seq}|${sharedClockMs().toFixed(3)}|`;
  while (text.length < MESSAGE_CHARS) text += `${WORDS[(seq * 7 + text.length) % WORDS.length]} `;
  return text;
}

/** RATE messages/s for DURATION_S, on a fixed schedule (no drift from slow acks); resolves after every ack. */
async function sendMessages(senders: Socket[], channelId: string) {
  const total = RATE * DURATION_S;
  const started = performance.now();
  const acks: Promise<void>[] = [];
  let refused = 0;
  for (let seq = 0; seq < total; seq += 1) {
    const wait = started + (seq * 1000) / RATE - performance.now();
    if (wait > 0) await sleep(wait);
    const ack = senders[seq % SENDERS]!.timeout(30_000).emitWithAck('chat:send', { channelId, content: messageText(seq), clientId: String(seq) });
    acks.push(
      ack.then(
        (reply: { ok: boolean; data?: { status: string } }) => {
          if (!reply.ok || reply.data?.status !== 'delivered') refused += 1;
        },
        () => void (refused += 1),
      ),
    );
  }
  await Promise.all(acks);
  return { total, refused: () => refused };
}

/** Waits until every expected message has arrived, or none has for 3 s (the rest are lost). */
async function settle(delivered: () => Promise<number>, expected: number) {
  let last = -1;
  let stillSince = performance.now();
  for (;;) {
    const now = await delivered();
    if (now >= expected || performance.now() - stillSince > 3000) return;
    if (now !== last) [last, stillSince] = [now, performance.now()];
    await sleep(250);
  }
}

async function measure(label: string, servers: BenchServer[], clients: number): Promise<RunResult> {
  const bases = servers.map((server) => server.url);
  const { channelId, room } = await generalRoom(bases[0]!);
  await warmUp(bases, room);
  await sleep(1000);
  const idle = servers.map((server) => server.memory());

  const connectStart = performance.now();
  const fleet = await startClients({ bases, clients, room, perWorker: PER_WORKER, batch: CONNECT_BATCH, receiver: RECEIVER });
  const connectSeconds = Math.round((performance.now() - connectStart) / 100) / 10;
  if (fleet.failed) console.log(`${label}: ${fleet.failed} sockets could not connect or join (first: ${fleet.firstError})`);
  // The online-list updates of the arrivals go out every 500 ms: let the last ones finish.
  await sleep(2000);
  const connected = servers.map((server) => server.memory());

  const senders = await openSenders(bases, room);
  const cpuWindow = startCpuWindow(servers.map((server) => server.child.pid!),fleet.pids);
  const sending = await sendMessages(senders, channelId);
  const expected = sending.total * clients;
  await settle(fleet.delivered, expected);
  const cpu = cpuWindow.stop();
  const end: InstanceMemory[] = servers.map((server) => server.memory());
  const result = await fleet.finish();
  for (const socket of senders) socket.close();

  const [p50, p95, p99] = mergedPercentiles(result.histograms, [50, 95, 99]);
  return {
    run: label,
    instances: servers.length,
    clients,
    delivered: result.delivered,
    expected,
    lost: expected - result.delivered,
    refused: sending.refused(),
    failedSockets: fleet.failed,
    droppedSockets: result.dropped,
    connectSeconds,
    p50: p50!,
    p95: p95!,
    p99: p99!,
    rssIdleMb: idle.map((memory) => toMb(memory.rssKb)),
    rssConnectedMb: connected.map((memory) => toMb(memory.rssKb)),
    rssPeakMb: end.map((memory) => toMb(memory.peakKb)),
    // Receivers only: the 10 senders connect after the measurement.
    kbPerConnection: connected.map((memory, index) => {
      const sockets = fleet.perBase[index]!;
      return sockets ? Math.round(((memory.rssKb - idle[index]!.rssKb) / sockets) * 10) / 10 : 0;
    }),
    cpu,
  };
}

const runs: RunResult[] = [];
const skipped: { run: string; reason: string }[] = [];
const tempDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `lameute-bench-rt-${name}-`));

const singleDir = tempDir('single');
try {
  const single = await startServer(3410, { ...BENCH_PROXY, DATA_DIR: singleDir, SEED: '1', DATABASE_URL: '', REDIS_URL: '' });
  try {
    runs.push(await measure(runLabels.single, [single], CLIENTS));
  } finally {
    await single.stop();
  }
} finally {
  fs.rmSync(singleDir, { recursive: true, force: true });
}

const pairRuns: [string, number][] = [
  [runLabels.pair, CLIENTS],
  [runLabels.large, CLIENTS_LARGE],
];
if (process.env.REDIS_URL && process.env.DATABASE_URL) {
  const postgres = await openScratchPostgres(process.env.DATABASE_URL, 'lameute_bench_rt');
  try {
    await seedDemoData(postgres.handle.db);
    const shared = { ...BENCH_PROXY, DATABASE_URL: postgres.url, REDIS_URL: process.env.REDIS_URL, SESSION_SECRET: crypto.randomBytes(32).toString('hex') };
    // One database for both runs, but fresh instances for each: the large run's idle RSS must not
    // hold what the smaller run left behind.
    for (const [label, clients] of pairRuns) {
      const dirs = [tempDir('a'), tempDir('b')];
      const servers: BenchServer[] = [];
      try {
        for (const [index, dir] of dirs.entries()) servers.push(await startServer(3411 + index, { ...shared, DATA_DIR: dir }));
        runs.push(await measure(label, servers, clients));
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
        for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  } finally {
    await postgres.drop();
  }
} else {
  const reason = 'REDIS_URL and DATABASE_URL are not both set';
  for (const [run] of pairRuns) skipped.push({ run, reason });
  console.log(`${reason}: the two-instance runs are skipped.`);
}

const table = runs.map((result) => ({
  run: result.run,
  clients: result.clients,
  'delivered/expected': `${result.delivered}/${result.expected}`,
  refused: result.refused,
  'failed/dropped sockets': `${result.failedSockets}/${result.droppedSockets}`,
  'connect s': result.connectSeconds,
  'p50 ms': result.p50,
  'p95 ms': result.p95,
  'p99 ms': result.p99,
  'RSS idle MB': result.rssIdleMb.join(' + '),
  'RSS connected MB': result.rssConnectedMb.join(' + '),
  'peak MB': result.rssPeakMb.join(' + '),
  'KB/connection': result.kbPerConnection.join(' + '),
}));
// Who used the cores while messages flowed: a p99 past the goal with the machine busy and the
// instances far from all of it points at the load generator, not the server.
const cpuTable = runs.map(({ run, clients, cpu }) => ({
  run,
  clients,
  'window s': cpu.wallSeconds,
  'instances CPU s': cpu.instances.join(' + '),
  'clients CPU s': cpu.clients,
  'kernel % (instances/clients)': `${Math.round(cpu.kernelShare.instances * 100)}/${Math.round(cpu.kernelShare.clients * 100)}`,
  'senders CPU s': cpu.driver,
  'Redis CPU s': cpu.redis,
  'PostgreSQL CPU s': cpu.postgres,
  'other CPU s': cpu.other,
  'machine busy %': Math.round(cpu.machineBusy * 100),
}));
const cpuTitle = `CPU seconds from the first message sent to the last received, ${os.availableParallelism()} cores`;
console.log(`\n${RATE} messages/s of ~${MESSAGE_CHARS} characters for ${DURATION_S} s from ${SENDERS} pseudonyms; at most ${PER_WORKER} receiving sockets (${RECEIVER}) per worker process`);
console.table(table);
console.log(cpuTitle);
console.table(cpuTable);

// The instances' CPU over the time messages were sent: how many cores they need to keep up in real
// time. Past the machine's cores, no client makes the p99 goal reachable here.
const coresNeeded = (cpu: CpuSplit) => Math.round((cpu.instances.reduce((sum, value) => sum + value, 0) / DURATION_S) * 10) / 10;
const cpuText = (cpu: CpuSplit) =>
  `CPU s in ${cpu.wallSeconds} s: instances ${cpu.instances.join(' + ')} (${coresNeeded(cpu)} of ${os.availableParallelism()} cores to keep up), clients ${cpu.clients}, Redis ${cpu.redis}, PostgreSQL ${cpu.postgres}, other ${cpu.other} (machine ${Math.round(cpu.machineBusy * 100)} % busy)`;

// The goals: 0 lost and a p99 bound per run; memory and CPU are reported beside them.
const P99_GOALS: Record<string, number> = { [runLabels.single]: 100, [runLabels.pair]: 150, [runLabels.large]: 200 };
const goals: GoalRow[] = runs.map((result) => {
  const bound = P99_GOALS[result.run] ?? 200;
  return {
    goal: `${result.run}, ${result.clients} sockets: 0 lost, p99 < ${bound} ms`,
    measured: `${result.lost} lost, p99 ${result.p99} ms`,
    baseline: `p50 ${result.p50} ms; ${result.failedSockets} sockets failed, ${result.droppedSockets} dropped; ${cpuText(result.cpu)}`,
    met: metText(result.lost === 0 && result.p99 < bound),
  };
});
for (const result of runs) {
  goals.push({
    goal: `${result.run}: memory per instance (reported)`,
    measured: `RSS ${result.rssConnectedMb.join(' + ')} MB with ${result.clients} sockets, ${result.kbPerConnection.join(' + ')} KB per connection`,
    baseline: `idle ${result.rssIdleMb.join(' + ')} MB, peak ${result.rssPeakMb.join(' + ')} MB`,
    met: 'n/a',
  });
}
for (const entry of skipped) goals.push({ goal: entry.run, measured: `skipped: ${entry.reason}`, baseline: '', met: 'NO' });
reportGoals('Chat fan-out (bench:realtime)', goals, {
  [`${RATE} messages/s of ~${MESSAGE_CHARS} characters for ${DURATION_S} s`]: table,
  [cpuTitle]: cpuTable,
});
process.exit(0);
