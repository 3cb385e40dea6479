// Run by realtime-clients.ts in its own process: opens its share of the receiving sockets
// round-robin across the instances, in batches, joins them all to the channel room, and counts
// each chat message's send→receipt latency against the time the sender wrote into it.
// argv: ClientsWorkerOptions as JSON. Talks to its parent over IPC (ClientsCommand / ClientsReport).
import { io as connect, type Socket } from 'socket.io-client';
import { REALTIME_PATH } from '@la-meute/shared';
import type { ClientsCommand, ClientsReport, ClientsWorkerOptions } from './realtime-clients';
import { recordLatency, sharedClockMs } from './realtime-latency';

const options = JSON.parse(process.argv[2]!) as ClientsWorkerOptions;
const buckets = new Map<number, number>();
const sockets: Socket[] = [];
const perBase = options.bases.map(() => 0);
let delivered = 0;
let dropped = 0;
let failed = 0;
let firstError: string | null = null;
let closing = false;

function report(message: ClientsReport, then?: () => void) {
  process.send!(message, undefined, {}, then);
}

function fail(socket: Socket, reason: string) {
  failed += 1;
  firstError ??= reason;
  socket.close();
}

// bench-realtime.ts starts every message with `#<seq>|<sent at, shared clock ms>|`.
function onMessage({ message }: { message: { content: string } }) {
  const stamp = /^#\d+\|([\d.]+)\|/.exec(message.content);
  if (!stamp) return;
  delivered += 1;
  recordLatency(buckets, sharedClockMs() - Number(stamp[1]));
}

function open(index: number): Promise<void> {
  const base = index % options.bases.length;
  const socket = connect(options.bases[base]!, { path: REALTIME_PATH, transports: ['websocket'], forceNew: true, reconnection: false });
  socket.on('chat:message', onMessage);
  return new Promise((resolve) => {
    socket.once('connect_error', (error) => {
      fail(socket, `connect: ${error.message}`);
      resolve();
    });
    socket.once('connect', () => {
      socket
        .timeout(30_000)
        .emitWithAck('room:join', options.room)
        .then((ack: { ok: boolean; code?: string }) => {
          if (!ack.ok) return fail(socket, `room:join: ${ack.code}`);
          perBase[base]! += 1;
          sockets.push(socket);
          // Counted once joined: a reconnection (none is allowed) would not be in the room any more.
          socket.once('disconnect', () => {
            if (!closing) dropped += 1;
          });
        })
        .catch((error: unknown) => fail(socket, `room:join: ${String(error)}`))
        .finally(resolve);
    });
  });
}

process.on('message', (message: ClientsCommand) => {
  if (message.type === 'count') report({ type: 'count', delivered });
  if (message.type === 'finish') {
    closing = true;
    // Sent before the sockets close: their disconnections would only slow the report down.
    report({ type: 'result', delivered, dropped, histogram: [...buckets.entries()] }, () => process.disconnect());
  }
});
// The parent gone (a crash, Ctrl-C): do not linger with thousands of open sockets.
process.on('disconnect', () => {
  closing = true;
  for (const socket of sockets) socket.close();
  setTimeout(() => process.exit(0), 100).unref();
});

for (let start = 0; start < options.count; start += options.batch) {
  const size = Math.min(options.batch, options.count - start);
  await Promise.all(Array.from({ length: size }, (_, offset) => open(options.first + start + offset)));
}
report({ type: 'connected', perBase, failed, firstError });
