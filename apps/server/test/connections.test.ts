import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS, type DomainEventPayload } from '@la-meute/shared';
import { profiles, userConnections } from '../src/db/schema';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string };

describeEachDatabase('connections: request, accept, decline', (kind) => {
  let t: TestApp;
  let members: Member[];
  const requested: DomainEventPayload<'connection.requested'>[] = [];
  const accepted: DomainEventPayload<'connection.accepted'>[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    members = await createSignedInMembers(t.app, 9, 'lien');
    t.app.services.events.on('connection.requested', (payload) => void requested.push(payload));
    t.app.services.events.on('connection.accepted', (payload) => void accepted.push(payload));
  });
  afterAll(async () => t.close());

  const member = (index: number) => members[index]!;
  const ask = (from: Member, to: string) =>
    t.app.inject({ method: 'POST', url: '/api/connections', payload: { connectedUserId: to }, headers: { ...JSON_HEADERS, cookie: from.cookie } });
  const act = (who: Member, id: string, action: 'accept' | 'decline') =>
    t.app.inject({ method: 'POST', url: `/api/connections/${id}/${action}`, headers: { cookie: who.cookie } });
  const list = (who: Member) => t.app.inject({ method: 'GET', url: '/api/connections', headers: { cookie: who.cookie } });
  const requests = (who: Member) => t.app.inject({ method: 'GET', url: '/api/connections/requests', headers: { cookie: who.cookie } });
  const rowsOfPair = (a: string, b: string) =>
    t.app.db
      .select()
      .from(userConnections)
      .where(or(eq(userConnections.userId, a), eq(userConnections.userId, b)))
      .then((rows) => rows.filter((row) => [a, b].includes(row.connectedUserId)));

  it('is for members only', async () => {
    for (const [method, url] of [
      ['GET', '/api/connections'],
      ['GET', '/api/connections/requests'],
      ['POST', '/api/connections'],
      ['POST', `/api/connections/${crypto.randomUUID()}/accept`],
      ['POST', `/api/connections/${crypto.randomUUID()}/decline`],
    ] as const) {
      const payload = method === 'POST' ? { connectedUserId: member(1).id } : undefined;
      expect((await t.app.inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('Louve asks Renard, Renard sees the request and accepts it, and each lists the other', async () => {
    const [louve, renard] = [member(0), member(1)];
    const sent = await ask(louve, renard.id);
    expect(sent.statusCode).toBe(201);
    const connection = sent.json().connection;
    expect(connection).toMatchObject({ connectedUserId: renard.id, status: 'pending', connectionType: 'friend' });
    await t.app.services.events.settled();
    expect(requested).toContainEqual(expect.objectContaining({ connectionId: connection.id, fromUserId: louve.id, toUserId: renard.id }));

    expect((await requests(renard)).json().requests).toEqual([
      expect.objectContaining({ id: connection.id, from: expect.objectContaining({ id: louve.id, level: 1, rank: 'lamb' }) }),
    ]);
    expect((await requests(louve)).json().requests).toEqual([]);
    expect((await list(louve)).json().connections).toEqual([]);

    const accept = await act(renard, connection.id, 'accept');
    expect(accept.statusCode).toBe(200);
    expect(accept.json().connection).toMatchObject({ id: connection.id, connectedUserId: louve.id, status: 'accepted' });
    await t.app.services.events.settled();
    expect(accepted).toContainEqual(expect.objectContaining({ connectionId: connection.id, fromUserId: louve.id, toUserId: renard.id }));

    expect((await list(louve)).json().connections).toEqual([expect.objectContaining({ id: connection.id, member: expect.objectContaining({ id: renard.id }) })]);
    expect((await list(renard)).json().connections).toEqual([expect.objectContaining({ id: connection.id, member: expect.objectContaining({ id: louve.id }) })]);
    expect((await requests(renard)).json().requests).toEqual([]);
  });

  it('refuses a second request for a pair: the same side gets its request back, the other side accepts it', async () => {
    const [a, b, c] = [member(2), member(3), member(4)];
    const first = (await ask(a, b.id)).json().connection;
    const again = await ask(a, b.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().connection).toMatchObject({ id: first.id, status: 'pending' });

    // B asking A back is B saying yes: the pair's one request is accepted.
    const back = await ask(b, a.id);
    expect(back.statusCode).toBe(200);
    expect(back.json().connection).toMatchObject({ id: first.id, connectedUserId: a.id, status: 'accepted' });
    expect(await rowsOfPair(a.id, b.id)).toHaveLength(1);
    expect((await list(a)).json().connections.map((entry: { member: { id: string } }) => entry.member.id)).toEqual([b.id]);

    // Once accepted, asking again from either side changes nothing.
    expect((await ask(a, b.id)).json().connection).toMatchObject({ id: first.id, status: 'accepted' });
    expect((await ask(c, a.id)).statusCode).toBe(201);
  });

  it('lets only the addressee accept or decline; for anyone else the request does not exist', async () => {
    const [a, b, third] = [member(5), member(6), member(7)];
    const { id } = (await ask(a, b.id)).json().connection;
    for (const who of [third, a]) {
      for (const action of ['accept', 'decline'] as const) {
        const response = await act(who, id, action);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'http.not_found' });
      }
    }
    expect((await act(b, 'not-a-uuid', 'accept')).statusCode).toBe(404);
    expect((await act(b, crypto.randomUUID(), 'accept')).statusCode).toBe(404);
    expect((await list(third)).json().connections).toEqual([]);
    expect((await rowsOfPair(a.id, b.id))[0]!.status).toBe('pending');
  });

  it('declines without telling the requester, who cannot ask again', async () => {
    const [a, b] = [member(5), member(6)];
    const { id } = (await requests(b)).json().requests[0];
    const declined = await act(b, id, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(declined.json().connection.status).toBe('declined');
    expect((await requests(b)).json().requests).toEqual([]);
    const again = await ask(a, b.id);
    expect(again.json().connection).toMatchObject({ id, status: 'pending' });
    expect(await rowsOfPair(a.id, b.id)).toEqual([expect.objectContaining({ status: 'declined' })]);
    expect((await list(a)).json().connections).toEqual([]);
  });

  it('refuses a request to oneself, to an unknown member and to a private profile', async () => {
    const [a, hidden] = [member(7), member(8)];
    expect((await ask(a, a.id)).json()).toEqual({ code: 'validation.invalid' });
    expect((await ask(a, 'ghost')).statusCode).toBe(404);
    await t.app.db
      .update(profiles)
      .set({ privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, profile_visibility: 'private' } })
      .where(eq(profiles.userId, hidden.id));
    expect((await ask(a, hidden.id)).json()).toEqual({ code: 'http.not_found' });
    expect(await rowsOfPair(a.id, hidden.id)).toEqual([]);
  });

  it('keeps one row when 100 identical requests race', async () => {
    const [a, b] = [member(7), member(0)];
    const before = requested.length;
    const responses = await Promise.all(Array.from({ length: 100 }, () => ask(a, b.id)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([...Array<number>(99).fill(200), 201]);
    expect(new Set(responses.map((response) => response.json().connection.id)).size).toBe(1);
    expect(await rowsOfPair(a.id, b.id)).toHaveLength(1);
    await t.app.services.events.settled();
    expect(requested.length - before).toBe(1);
  });

  it('keeps one row, accepted, when both members ask each other 50 times at once', async () => {
    const [a, b] = [member(1), member(2)];
    const responses = await Promise.all(Array.from({ length: 100 }, (_, index) => (index % 2 ? ask(a, b.id) : ask(b, a.id))));
    expect(responses.every((response) => response.statusCode < 300)).toBe(true);
    const rows = await rowsOfPair(a.id, b.id);
    expect(rows).toEqual([expect.objectContaining({ status: 'accepted' })]);
  });
});
