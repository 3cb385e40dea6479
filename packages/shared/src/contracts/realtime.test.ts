import { describe, expect, it } from 'vitest';
import { joinableRoomSchema, parseRoomName, roomName } from './realtime';

const ID = '6f1c2a40-0000-4000-8000-000000000001';

describe('room names', () => {
  it('are built and read back the same way on both ends', () => {
    expect(roomName('channel', ID)).toBe(`channel:${ID}`);
    expect(parseRoomName(roomName('conversation', ID))).toEqual({ kind: 'conversation', id: ID });
    expect(parseRoomName(roomName('member', 'aB3dE5fG7h'))).toEqual({ kind: 'member', id: 'aB3dE5fG7h' });
    expect(parseRoomName('channel:../../etc')).toBeNull();
    expect(parseRoomName('socket-id-without-kind')).toBeNull();
  });

  it('let a client ask for channels and conversations, never a member room', () => {
    expect(joinableRoomSchema.safeParse(roomName('channel', ID)).success).toBe(true);
    expect(joinableRoomSchema.safeParse(roomName('conversation', ID)).success).toBe(true);
    expect(joinableRoomSchema.safeParse(roomName('member', 'aB3dE5fG7h')).success).toBe(false);
    expect(joinableRoomSchema.safeParse(`${roomName('channel', ID)}x`).success).toBe(false);
  });
});
