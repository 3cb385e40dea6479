// A receiver that speaks Engine.IO 4 / Socket.IO 5 (socket.io v4's protocol) over `ws` itself and
// reads a chat message no further than its stamp. The server cannot tell it from the app's client:
// same WebSocket handshake, namespace connect, ping answers and acknowledged room:join. Why: at
// 10,000 sockets on two cores, socket.io-client's full decoding of every frame used more CPU than
// the two instances together, so the bench measured its own load generator.
import WebSocket from 'ws';
import { REALTIME_PATH } from '@la-meute/shared';
import { JOIN_TIMEOUT_MS, type OpenReceiver } from './realtime-receiver';

// Engine.IO packet types lead each frame; a Socket.IO packet rides in a "4" (message) one.
const ENGINE_OPEN = '0';
const ENGINE_CLOSE = '1';
const ENGINE_PING = '2';
const ENGINE_PONG = '3';
const SOCKET_CONNECT = '40';
const SOCKET_DISCONNECT = '41';
const SOCKET_CONNECT_ERROR = '44';
const JOIN_ACK_ID = 0;

const CHAT_EVENT = Buffer.from('42["chat:message",');
const CONTENT_KEY = Buffer.from('"content":"');
const HASH = 0x23;
const BAR = 0x7c;
const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;
const DOT = 0x2e;

const isDigit = (byte: number | undefined) => byte !== undefined && byte >= DIGIT_0 && byte <= DIGIT_9;

/**
 * `#<seq>|<sent at>|` at the start of the message's content, read from the raw frame: JSON escapes
 * nothing in it, and `content` is the first such key of the message (only the room comes before,
 * and `replyTo`, which has one too, comes after). Null when the content does not start with it.
 */
export function readStampFrame(frame: Buffer): number | null {
  const key = frame.indexOf(CONTENT_KEY, CHAT_EVENT.length);
  if (key < 0) return null;
  let at = key + CONTENT_KEY.length;
  if (frame[at] !== HASH) return null;
  at += 1;
  const seqStart = at;
  while (isDigit(frame[at])) at += 1;
  if (at === seqStart || frame[at] !== BAR) return null;
  const sentStart = (at += 1);
  while (isDigit(frame[at]) || frame[at] === DOT) at += 1;
  if (at === sentStart || frame[at] !== BAR) return null;
  return Number(frame.toString('latin1', sentStart, at));
}

const startsWith = (frame: Buffer, prefix: Buffer) => frame.length > prefix.length && frame.compare(prefix, 0, prefix.length, 0, prefix.length) === 0;

export const openLeanReceiver: OpenReceiver = (base, room, events) =>
  new Promise((resolve, reject) => {
    const url = `${base.replace(/^http/, 'ws')}${REALTIME_PATH}/?EIO=4&transport=websocket`;
    // The server sends valid UTF-8 (JSON.stringify's); checking it again is the client's cost, not the server's.
    const ws = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
    let joined = false;
    let closing = false;
    const receiver = {
      close: () => {
        closing = true;
        ws.close();
      },
    };
    const end = (reason: string) => {
      if (closing) return;
      closing = true;
      clearTimeout(timer);
      ws.terminate();
      if (joined) events.lost();
      else reject(new Error(reason));
    };
    const timer = setTimeout(() => end('room:join: timed out'), JOIN_TIMEOUT_MS);

    ws.on('message', (frame: Buffer) => {
      // The hot path: thousands of these a second per worker, nothing decoded but the stamp.
      if (joined && startsWith(frame, CHAT_EVENT)) {
        const sentAt = readStampFrame(frame);
        if (sentAt !== null) events.stamped(sentAt);
        return;
      }
      const text = frame.toString();
      if (text === ENGINE_PING) ws.send(ENGINE_PONG);
      else if (text.startsWith(ENGINE_OPEN)) ws.send(SOCKET_CONNECT);
      else if (text.startsWith(SOCKET_CONNECT) && !joined) ws.send(`42${JOIN_ACK_ID}${JSON.stringify(['room:join', room])}`);
      else if (text.startsWith(`43${JOIN_ACK_ID}`) && !joined) {
        const [ack] = JSON.parse(text.slice(3)) as [{ ok: boolean; code?: string }];
        if (!ack.ok) return end(`room:join: ${ack.code}`);
        joined = true;
        clearTimeout(timer);
        resolve(receiver);
      } else if (text.startsWith(SOCKET_CONNECT_ERROR)) end(`connect: ${text.slice(2)}`);
      else if (text === ENGINE_CLOSE || text.startsWith(SOCKET_DISCONNECT)) end('closed by the server');
    });
    ws.on('error', (error) => end(`connect: ${error.message}`));
    ws.on('close', () => end('connect: closed'));
  });
