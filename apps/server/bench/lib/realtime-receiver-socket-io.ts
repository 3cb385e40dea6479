// A receiver on socket.io-client, as the web app connects: every frame fully decoded and
// dispatched. Kept to check the lean receiver against (BENCH_RECEIVER=socket.io-client); at
// 10,000 sockets its decoding costs the machine more CPU than the instances' fan-out.
import { io as connect } from 'socket.io-client';
import { REALTIME_PATH } from '@la-meute/shared';
import { JOIN_TIMEOUT_MS, readStampText, type OpenReceiver } from './realtime-receiver';

export const openSocketIoReceiver: OpenReceiver = async (base, room, events) => {
  const socket = connect(base, { path: REALTIME_PATH, transports: ['websocket'], forceNew: true, reconnection: false });
  let closing = false;
  socket.on('chat:message', ({ message }: { message: { content: string } }) => {
    const sentAt = readStampText(message.content);
    if (sentAt !== null) events.stamped(sentAt);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect_error', (error) => reject(new Error(`connect: ${error.message}`)));
      socket.once('connect', () => resolve());
    });
    const ack = (await socket
      .timeout(JOIN_TIMEOUT_MS)
      .emitWithAck('room:join', room)
      .catch((error: unknown) => {
        throw new Error(`room:join: ${String(error)}`);
      })) as { ok: boolean; code?: string };
    if (!ack.ok) throw new Error(`room:join: ${ack.code}`);
  } catch (error) {
    socket.close();
    throw error;
  }
  // Counted once joined: a reconnection (none is allowed) would not be in the room any more.
  socket.once('disconnect', () => {
    if (!closing) events.lost();
  });
  return {
    close: () => {
      closing = true;
      socket.close();
    },
  };
};
