// npm run bench:realtime — N clients in one channel, 10 messages/s of 1 KB for 30 s (issue: public
// chat). Prints delivered/expected, send→receipt latency percentiles and the server's memory.
// With REDIS_URL and DATABASE_URL, a second run uses two server instances sharing PostgreSQL and
// Redis, with the clients split across them.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { REALTIME_PATH, roomName } from '@la-meute/shared';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 2000);
const RATE = Number(process.env.BENCH_RATE ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 30);
const SENDERS = 10;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORDS = 'loup meute forêt lune rivière souffle calme partage sentier clairière aube brume écorce mousse'.split(' ');

function startServer(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), APP_URL: `http://localhost:${port}`, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

function rssMb(child: ChildProcess) {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const read = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: Math.round(read('VmRSS')), peak: Math.round(read('VmHWM')) };
}

function openSocket(base: string, auth: object = {}): Promise<Socket> {
  const socket = connect(base, { path: REALTIME_PATH, transports: ['websocket'], forceNew: true, reconnection: false, auth });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
}

async function run(label: string, bases: string[], servers: ChildProcess[]) {
  const { channels } = (await (await fetch(`${bases[0]}/api/channels`)).json()) as { channels: { id: string; name: string }[] };
  const channelId = channels.find((channel) => channel.name === 'general')!.id;
  const room = roomName('channel', channelId);
  const latencies: number[] = [];
  const sentAt = new Map<number, number>();
  let delivered = 0;

  const receivers: Socket[] = [];
  for (let start = 0; start < CLIENTS; start += 100) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(100, CLIENTS - start) }, (_, index) => openSocket(bases[(start + index) % bases.length]!)),
    );
    for (const socket of batch) {
      socket.on('chat:message', ({ message }: { message: { content: string } }) => {
        const seq = Number(/^#(\d+)\|/.exec(message.content)?.[1]);
        const sent = sentAt.get(seq);
        if (sent === undefined) return;
        delivered += 1;
        latencies.push(performance.now() - sent);
      });
      await socket.emitWithAck('room:join', room);
    }
    receivers.push(...batch);
  }

  const senders: Socket[] = [];
  for (let index = 0; index < SENDERS; index += 1) {
    const base = bases[index % bases.length]!;
    const response = await fetch(`${base}/api/anonymous`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: crypto.randomUUID(), pseudonym: `Banc${index}` }),
    });
    const { token } = (await response.json()) as { token: string };
    const socket = await openSocket(base, { anonymousToken: token });
    await socket.emitWithAck('room:join', room);
    senders.push(socket);
  }

  const total = RATE * DURATION_S;
  let refused = 0;
  for (let seq = 0; seq < total; seq += 1) {
    const sender = senders[seq % SENDERS]!;
    let text = `#${seq}|`;
    while (text.length < 1000) text += `${WORDS[(seq * 7 + text.length) % WORDS.length]} `;
    sentAt.set(seq, performance.now());
    void sender.emitWithAck('chat:send', { channelId, content: text, clientId: String(seq) }).then((ack: { ok: boolean; data?: { status: string } }) => {
      if (!ack.ok || ack.data?.status !== 'delivered') refused += 1;
    });
    await new Promise((resolve) => setTimeout(resolve, 1000 / RATE));
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const sorted = latencies.sort((a, b) => a - b);
  const memory = servers.map(rssMb);
  for (const socket of [...receivers, ...senders]) socket.close();
  return {
    run: label,
    clients: CLIENTS,
    'delivered/expected': `${delivered}/${total * CLIENTS}`,
    refused,
    'p50 ms': Math.round(percentile(sorted, 50)),
    'p95 ms': Math.round(percentile(sorted, 95)),
    'p99 ms': Math.round(percentile(sorted, 99)),
    'server RSS MB': memory.map((entry) => entry.rss).join(' + '),
    'server peak MB': memory.map((entry) => entry.peak).join(' + '),
  };
}

const results = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lameute-bench-rt-'));
const single = startServer(3410, { DATA_DIR: dataDir, SEED: '1', DATABASE_URL: '', REDIS_URL: '' });
try {
  await waitFor('http://localhost:3410/healthz');
  results.push(await run('one instance (PGlite)', ['http://localhost:3410'], [single]));
} finally {
  single.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (process.env.REDIS_URL && process.env.DATABASE_URL) {
  const name = `lameute_bench_rt_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const shared = { DATABASE_URL: url.toString(), REDIS_URL: process.env.REDIS_URL, SESSION_SECRET: crypto.randomBytes(32).toString('hex') };
  const dirs = [fs.mkdtempSync(path.join(os.tmpdir(), 'lameute-bench-a-')), fs.mkdtempSync(path.join(os.tmpdir(), 'lameute-bench-b-'))];
  const first = startServer(3411, { ...shared, DATA_DIR: dirs[0]! });
  let second: ChildProcess | null = null;
  try {
    await waitFor('http://localhost:3411/healthz');
    const seed = spawn(process.execPath, ['--import', 'tsx', 'src/db/seed-cli.ts'], { cwd: serverDir, env: { ...process.env, ...shared, DATA_DIR: dirs[0]! }, stdio: 'ignore' });
    await new Promise((resolve) => seed.on('close', resolve));
    second = startServer(3412, { ...shared, DATA_DIR: dirs[1]! });
    await waitFor('http://localhost:3412/healthz');
    results.push(await run('two instances (PostgreSQL + Redis)', ['http://localhost:3411', 'http://localhost:3412'], [first, second]));
  } finally {
    first.kill('SIGTERM');
    second?.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
} else {
  console.log('REDIS_URL and DATABASE_URL are not both set: the two-instance run is skipped.');
}

console.log(`\n${RATE} messages/s of ~1 KB for ${DURATION_S} s`);
console.table(results);
process.exit(0);
