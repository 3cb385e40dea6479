import { describe, expect, it, vi } from 'vitest';
import { createRoomBook } from './realtime-rooms';

const ROOM = 'channel:6f1c2a40-0000-4000-8000-000000000001';

describe('realtime room bookkeeping', () => {
  it('joins a room once however many components listen, and leaves it with the last one', () => {
    const book = createRoomBook();
    const first = {};
    const second = {};
    expect(book.add(ROOM, first)).toBe(true);
    expect(book.add(ROOM, second)).toBe(false);
    expect(book.remove(ROOM, first)).toBe(false);
    expect(book.remove(ROOM, second)).toBe(true);
    expect(book.rooms()).toEqual([]);
  });

  it('does not resync on the first join: the page has just fetched its history', () => {
    const book = createRoomBook();
    const onResync = vi.fn();
    book.add(ROOM, { onResync });
    expect(book.joined(ROOM)).toEqual([]);
    expect(book.status(ROOM)).toBe('joined');
  });

  it('re-joins every room after a reconnect and resyncs their listeners', () => {
    const book = createRoomBook();
    const subscriber = { onResync: vi.fn() };
    book.add(ROOM, subscriber);
    book.joined(ROOM);

    book.disconnected();
    expect(book.status(ROOM)).toBe('joining');
    expect(book.rooms()).toEqual([ROOM]);

    expect(book.joined(ROOM)).toEqual([subscriber]);
    expect(book.status(ROOM)).toBe('joined');
  });

  it('forgets a room left while disconnected, so it is not re-joined', () => {
    const book = createRoomBook();
    const subscriber = {};
    book.add(ROOM, subscriber);
    book.joined(ROOM);
    book.disconnected();
    book.remove(ROOM, subscriber);
    expect(book.rooms()).toEqual([]);
    // A late acknowledgement for a room nobody wants any more resyncs nobody.
    expect(book.joined(ROOM)).toEqual([]);
  });

  it('reports status changes so hooks can re-render', () => {
    const onChange = vi.fn();
    const book = createRoomBook(onChange);
    book.add(ROOM, {});
    book.failed(ROOM);
    expect(book.status(ROOM)).toBe('failed');
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
