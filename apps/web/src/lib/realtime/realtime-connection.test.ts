import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A Socket.IO client socket as far as a send uses it: being opened, then connected on demand. */
class FakeSocket {
  connected = false;
  active = true;
  emitted: { event: string; payload: unknown }[] = [];
  private listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  on(event: string, listener: (...args: unknown[]) => void) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }
  off(event: string, listener: (...args: unknown[]) => void) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }
  connect() {
    this.active = true;
    return this;
  }
  timeout() {
    return { emit: (event: string, payload: unknown, ack: (error: Error | null, reply: unknown) => void) => {
      this.emitted.push({ event, payload });
      ack(null, { ok: true, data: { status: 'delivered' } });
    } };
  }
  open() {
    this.connected = true;
    for (const listener of this.listeners.get('connect') ?? []) listener();
  }
}

let fake: FakeSocket;
vi.mock('socket.io-client', () => ({ io: () => fake }));

describe('a send while the connection is being opened', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    fake = new FakeSocket();
    vi.stubGlobal('document', { documentElement: { dataset: {} } });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('goes out once the handshake is done (the first message after choosing a pseudonym)', async () => {
    const { emitWithAck } = await import('./realtime-connection');
    const reply = emitWithAck('chat:send', { channelId: 'c', content: 'Bonjour', clientId: 'a' } as never);
    await vi.advanceTimersByTimeAsync(800);
    expect(fake.emitted).toEqual([]);
    fake.open();
    await expect(reply).resolves.toEqual({ ok: true, data: { status: 'delivered' } });
    expect(fake.emitted).toHaveLength(1);
  });

  it('fails as unavailable when no connection comes, and is never sent later', async () => {
    const { emitWithAck } = await import('./realtime-connection');
    const reply = emitWithAck('chat:send', { channelId: 'c', content: 'Perdu', clientId: 'b' } as never);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(reply).resolves.toEqual({ ok: false, code: 'http.unavailable' });
    fake.open();
    expect(fake.emitted).toEqual([]);
  });

  it('fails at once when nothing is opening the connection', async () => {
    fake.active = false;
    const { emitWithAck } = await import('./realtime-connection');
    await expect(emitWithAck('chat:send', { channelId: 'c', content: 'Non', clientId: 'c' } as never)).resolves.toEqual({ ok: false, code: 'http.unavailable' });
  });
});
