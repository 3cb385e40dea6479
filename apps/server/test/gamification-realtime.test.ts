import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MemberEvent, ServerEventPayload } from '@la-meute/shared';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { listenForSockets, openSocket, type TestSocket } from './helpers/sockets';
import { createTestApp, type TestApp } from './helpers/test-app';

describeEachDatabase('gamification live', (kind) => {
  let t: TestApp;
  let base: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await listenForSockets(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('tells the member their new XP and their unlocked achievement, and nobody else', async () => {
    const [member, other] = await createSignedInMembers(t.app, 2, 'live');
    const heard = { member: [] as MemberEvent[], other: [] as MemberEvent[] };
    for (const [who, account] of [['member', member!], ['other', other!]] as const) {
      const socket = await openSocket(base, { cookie: account.cookie });
      sockets.push(socket);
      socket.on('member:event', ({ event }: ServerEventPayload<'member:event'>) => {
        if (event.type === 'gamification.xp' || event.type === 'achievement.unlocked') heard[who].push(event);
      });
    }
    await t.app.services.events.settled();
    heard.member.length = 0;
    heard.other.length = 0;

    const at = new Date().toISOString();
    t.app.services.events.emit('event.registered', { eventId: crypto.randomUUID(), userId: member!.id, at });
    await expect.poll(() => heard.member).toContainEqual({ type: 'gamification.xp', xp: 55, level: 1 });
    t.app.services.events.emit('achievement.unlocked', { userId: member!.id, achievement: 'participant', at });
    await expect.poll(() => heard.member).toContainEqual({ type: 'achievement.unlocked', achievement: 'participant' });
    expect(heard.other).toEqual([]);
  });
});
