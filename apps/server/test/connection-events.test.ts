import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ServerEventPayload } from '@la-meute/shared';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { listenForSockets, openSocket, type TestSocket } from './helpers/sockets';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string };

describeEachDatabase('connection requests live', (kind) => {
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

  /** The connection events a member's socket hears. */
  async function listen(member: Member) {
    const socket = await openSocket(base, { cookie: member.cookie });
    sockets.push(socket);
    const heard: string[] = [];
    socket.on('member:event', ({ event }: ServerEventPayload<'member:event'>) => {
      if (event.type === 'connection.changed') heard.push(event.connectionId);
    });
    return heard;
  }

  it('tells the addressee of a request, both members of an acceptance, and nobody else', async () => {
    const [asker, addressee, stranger] = (await createSignedInMembers(t.app, 3, 'direct')) as unknown as [Member, Member, Member];
    const [askerHeard, addresseeHeard, strangerHeard] = [await listen(asker), await listen(addressee), await listen(stranger)];

    const request = await t.app.inject({
      method: 'POST',
      url: '/api/connections',
      payload: { connectedUserId: addressee.id },
      headers: { ...JSON_HEADERS, cookie: asker.cookie },
    });
    expect(request.statusCode, request.body).toBe(201);
    const id = request.json().connection.id as string;
    await expect.poll(() => addresseeHeard).toEqual([id]);
    expect(askerHeard).toEqual([]);

    expect((await t.app.inject({ method: 'POST', url: `/api/connections/${id}/accept`, headers: { cookie: addressee.cookie } })).statusCode).toBe(200);
    await expect.poll(() => askerHeard).toEqual([id]);
    await expect.poll(() => addresseeHeard).toEqual([id, id]);
    expect(strangerHeard).toEqual([]);
  });
});
