// Run by realtime-clients.ts in its own process: opens its share of the receiving sockets
// round-robin across the instances, in batches, joins them all to the channel room, and counts
// each chat message's send→receipt latency against the time the sender wrote into it.
// argv: ClientsWorkerOptions as JSON. Talks to its parent over IPC (ClientsCommand / ClientsReport).
import type { ClientsCommand, ClientsReport, ClientsWorkerOptions } from './realtime-clients';
import { recordLatency, sharedClockMs } from './realtime-latency';
import type { OpenReceiver, Receiver, ReceiverEvents } from './realtime-receiver';
import { openLeanReceiver } from './realtime-receiver-lean';

const options = JSON.parse(process.argv[2]!) as ClientsWorkerOptions;
// Loaded only when asked for: the lean worker should not pay for the client library's import.
const openReceiver: OpenReceiver =
  options.receiver === 'socket.io-client' ? (await import('./realtime-receiver-socket-io')).openSocketIoReceiver : openLeanReceiver;
const buckets = new Map<number, number>();
const receivers: Receiver[] = [];
const perBase = options.bases.map(() => 0);
let delivered = 0;
let dropped = 0;
let failed = 0;
let firstError: string | null = null;
let closing = false;

function report(message: ClientsReport, then?: () => void) {
  process.send!(message, undefined, {}, then);
}

const events: ReceiverEvents = {
  stamped: (sentAtMs) => {
    delivered += 1;
    recordLatency(buckets, sharedClockMs() - sentAtMs);
  },
  lost: () => {
    if (!closing) dropped += 1;
  },
};

async function open(index: number): Promise<void> {
  const base = index % options.bases.length;
  try {
    receivers.push(await openReceiver(options.bases[base]!, options.room, events));
    perBase[base]! += 1;
  } catch (error) {
    failed += 1;
    firstError ??= error instanceof Error ? error.message : String(error);
  }
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
  for (const receiver of receivers) receiver.close();
  setTimeout(() => process.exit(0), 100).unref();
});

for (let start = 0; start < options.count; start += options.batch) {
  const size = Math.min(options.batch, options.count - start);
  await Promise.all(Array.from({ length: size }, (_, offset) => open(options.first + start + offset)));
}
report({ type: 'connected', perBase, failed, firstError });
