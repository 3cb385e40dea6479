import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ChatMessage, DomainEventPayload, Post } from '@la-meute/shared';
import { channels, profiles } from '../src/db/schema';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describeEachDatabase('block and mute', (kind) => {
  let t: TestApp;
  let members: Member[];
  let channelId: string;
  const blockEvents: DomainEventPayload<'member.blocked'>[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    members = await createSignedInMembers(t.app, 12, 'bloc');
    const [row] = await t.app.db.insert(channels).values({ name: 'general', description: 'Général' }).returning();
    channelId = row!.id;
    t.app.services.events.on('member.blocked', (payload) => void blockEvents.push(payload));
  });
  afterAll(async () => t.close());

  const member = (index: number) => members[index]!;
  const call = (method: Method, url: string, who?: Member, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { ...(payload ? JSON_HEADERS : {}), ...(who ? { cookie: who.cookie } : {}) } });
  const block = (who: Member, other: string) => call('PUT', `/api/blocks/${encodeURIComponent(other)}`, who);
  const mute = (who: Member, other: string) => call('PUT', `/api/mutes/${encodeURIComponent(other)}`, who);
  const listOf = async (who: Member) => {
    const response = await call('GET', '/api/blocks', who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { blocked: { id: string }[]; muted: { id: string }[] };
  };
  const post = async (who: Member, content: string) => {
    const response = await call('POST', '/api/posts', who, { content });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Post;
  };
  const feedIds = async (who: Member | undefined) => {
    const response = await call('GET', '/api/posts?limit=50', who);
    expect(response.statusCode).toBe(200);
    return (response.json().posts as Post[]).map((entry) => entry.id);
  };
  const chatSay = (who: Member, content: string) =>
    t.app.services.chatRepository.insertMessage({ channelId, content, pseudonym: who.id, userLevel: 1, userId: who.id, mediaUrls: [], replyTo: null });
  const chatIds = async (who: Member | undefined) => {
    const response = await call('GET', `/api/channels/${channelId}/messages`, who);
    expect(response.statusCode).toBe(200);
    return (response.json().messages as ChatMessage[]).map((entry) => entry.id);
  };

  it('is for members only', async () => {
    for (const [method, url] of [
      ['GET', '/api/blocks'],
      ['PUT', `/api/blocks/${member(1).id}`],
      ['DELETE', `/api/blocks/${member(1).id}`],
      ['PUT', `/api/mutes/${member(1).id}`],
      ['DELETE', `/api/mutes/${member(1).id}`],
    ] as const) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses oneself, a NUL byte and an unknown member', async () => {
    const me = member(0);
    expect((await block(me, me.id)).json()).toEqual({ code: 'blocks.self' });
    expect((await mute(me, me.id)).statusCode).toBe(400);
    const nul = await block(me, 'abc\u0000def');
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'validation.invalid' });
    expect((await mute(me, 'x\u0000')).statusCode).toBe(400);
    expect((await block(me, 'personne-de-ce-nom')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/mutes/personne-de-ce-nom', me)).statusCode).toBe(404);
    expect(await listOf(me)).toEqual({ blocked: [], muted: [] });
  });

  it('blocks, mutes and lifts them idempotently, announcing only real changes', async () => {
    const [me, other] = [member(0), member(1)];
    const concurrent = await Promise.all(Array.from({ length: 40 }, () => block(me, other.id)));
    expect(concurrent.map((response) => response.statusCode)).toEqual(Array(40).fill(200));
    expect(concurrent[0]!.json()).toEqual({ userId: other.id, blocked: true, muted: false });
    expect((await mute(me, other.id)).json()).toEqual({ userId: other.id, blocked: true, muted: true });
    expect((await mute(me, other.id)).statusCode).toBe(200);
    const list = await listOf(me);
    expect(list.blocked.map((entry) => entry.id)).toEqual([other.id]);
    expect(list.muted.map((entry) => entry.id)).toEqual([other.id]);
    expect(list.blocked[0]).toMatchObject({ username: expect.any(String), displayName: expect.any(String) });
    // The other member's own lists are untouched: nothing tells them.
    expect(await listOf(other)).toEqual({ blocked: [], muted: [] });

    await t.app.services.events.settled();
    expect(blockEvents.filter((event) => event.blockerId === me.id && event.blocked)).toHaveLength(1);

    expect((await call('DELETE', `/api/blocks/${other.id}`, me)).json()).toEqual({ userId: other.id, blocked: false, muted: true });
    expect((await call('DELETE', `/api/blocks/${other.id}`, me)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/mutes/${other.id}`, me)).json()).toEqual({ userId: other.id, blocked: false, muted: false });
    expect(await listOf(me)).toEqual({ blocked: [], muted: [] });
    await t.app.services.events.settled();
    expect(blockEvents.filter((event) => event.blockerId === me.id && !event.blocked)).toHaveLength(1);
  });

  it('refuses direct messages both ways, and any new direct or group conversation between them', async () => {
    const [louve, renard, tiers] = [member(2), member(3), member(4)];
    const direct = await call('POST', '/api/conversations/direct', louve, { userId: renard.id });
    expect(direct.statusCode).toBe(201);
    const conversationId = direct.json().id as string;
    expect((await call('POST', `/api/conversations/${conversationId}/messages`, renard, { content: 'Salut' })).statusCode).toBe(201);

    expect((await block(louve, renard.id)).statusCode).toBe(200);
    for (const [from, to] of [
      [louve, renard],
      [renard, louve],
    ] as const) {
      const sent = await call('POST', `/api/conversations/${conversationId}/messages`, from, { content: 'Tu es là ?' });
      expect(sent.statusCode).toBe(403);
      expect(sent.json()).toEqual({ code: 'blocks.blocked' });
      const again = await call('POST', '/api/conversations/direct', from, { userId: to.id });
      expect(again.json()).toEqual({ code: 'blocks.blocked' });
      const viaPicker = await call('POST', '/api/conversations', from, { memberIds: [to.id] });
      expect(viaPicker.statusCode).toBe(403);
      const group = await call('POST', '/api/conversations', from, { memberIds: [to.id, tiers.id] });
      expect(group.json()).toEqual({ code: 'blocks.blocked' });
    }
    // The blocked member does not show in the blocker's member picker, nor the blocker in theirs.
    const picker = await call('GET', '/api/members', renard);
    expect(picker.statusCode).toBe(200);
    expect(picker.body).not.toContain(louve.id);
    expect((await call('GET', '/api/members', tiers)).body).toContain(louve.id);

    // The history stays readable, and others still write to either of them.
    expect((await call('GET', `/api/conversations/${conversationId}/messages`, renard)).statusCode).toBe(200);
    const other = await call('POST', '/api/conversations/direct', tiers, { userId: renard.id });
    expect(other.statusCode).toBe(201);
    expect((await call('POST', `/api/conversations/${other.json().id}/messages`, tiers, { content: 'Coucou' })).statusCode).toBe(201);

    // Unblocking opens the conversation again.
    await call('DELETE', `/api/blocks/${renard.id}`, louve);
    expect((await call('POST', `/api/conversations/${conversationId}/messages`, renard, { content: 'Re' })).statusCode).toBe(201);
  });

  it('shows the blocked member only the blocker’s name, and the blocker only theirs', async () => {
    const [owner, blocked, bystander] = [member(5), member(6), member(7)];
    await t.app.db.update(profiles).set({ bio: 'Ma biographie secrète', locationCity: 'Lyon' }).where(eq(profiles.userId, owner.id));
    const before = (await call('GET', `/api/profiles/${owner.id}`, blocked)).json().profile;
    expect(before.bio).toBe('Ma biographie secrète');

    expect((await block(owner, blocked.id)).statusCode).toBe(200);
    const seen = await call('GET', `/api/profiles/${owner.id}`, blocked);
    expect(seen.statusCode).toBe(200);
    const profile = seen.json().profile;
    expect(profile).toMatchObject({ id: owner.id, displayName: before.displayName, username: before.username, bio: null, locationCity: null, avatarUrl: null, online: false, limited: true });
    expect(seen.body).not.toContain('biographie');
    expect(seen.body).not.toContain('Lyon');
    // Symmetric: the blocker sees only the name of whom they blocked.
    expect((await call('GET', `/api/profiles/${blocked.id}`, owner)).json().profile.limited).toBe(true);
    // Anyone else, and a visitor, still sees the whole profile.
    expect((await call('GET', `/api/profiles/${owner.id}`, bystander)).json().profile).toMatchObject({ bio: 'Ma biographie secrète' });
    expect((await call('GET', `/api/profiles/${owner.id}`)).json().profile.limited).toBeUndefined();
    await call('DELETE', `/api/blocks/${blocked.id}`, owner);
  });

  it('removes the blocked member from the blocker’s feed, comments, chat and discovery, and the blocker from theirs', async () => {
    const [blocker, blocked, bystander] = [member(8), member(9), member(10)];
    const blockedPost = await post(blocked, 'Un message du membre bloqué');
    const blockerPost = await post(blocker, 'Un message du bloqueur');
    const comment = await call('POST', `/api/posts/${blockerPost.id}/comments`, blocked, { content: 'Un commentaire bloqué' });
    expect(comment.statusCode, comment.body).toBe(201);
    const blockedChat = await chatSay(blocked, 'Bonjour du membre bloqué');
    const discovered = async (who: Member) => (await call('GET', '/api/discovery', who)).json().profiles.map((card: { id: string }) => card.id);
    expect(await discovered(blocker)).toContain(blocked.id);

    expect((await block(blocker, blocked.id)).statusCode).toBe(200);
    expect(await feedIds(blocker)).not.toContain(blockedPost.id);
    expect(await feedIds(blocked)).not.toContain(blockerPost.id);
    expect(await feedIds(blocker)).toContain(blockerPost.id);
    const ownPage = await call('GET', `/api/posts?userId=${blocked.id}`, blocker);
    expect(ownPage.json().posts).toEqual([]);
    const detail = (await call('GET', `/api/posts/${blockerPost.id}`, blocker)).json();
    expect(detail.comments).toEqual([]);
    expect((await call('GET', `/api/posts/${blockerPost.id}`, bystander)).json().comments).toHaveLength(1);
    expect(await chatIds(blocker)).not.toContain(blockedChat.id);
    expect(await discovered(blocker)).not.toContain(blocked.id);
    expect(await discovered(blocked)).not.toContain(blocker.id);

    // Everyone else, visitors included, still sees all of it.
    expect(await feedIds(bystander)).toEqual(expect.arrayContaining([blockedPost.id, blockerPost.id]));
    expect(await feedIds(undefined)).toEqual(expect.arrayContaining([blockedPost.id, blockerPost.id]));
    expect(await chatIds(bystander)).toContain(blockedChat.id);
    expect(await chatIds(undefined)).toContain(blockedChat.id);
    expect(await discovered(bystander)).toEqual(expect.arrayContaining([blocked.id, blocker.id]));
    await call('DELETE', `/api/blocks/${blocked.id}`, blocker);
    expect(await feedIds(blocker)).toContain(blockedPost.id);
  });

  it('muting hides the muted member’s content from the muter only, and they can still write to each other', async () => {
    const [muter, muted, bystander] = [member(11), member(10), member(9)];
    const mutedPost = await post(muted, 'Un message masqué');
    const mutedChat = await chatSay(muted, 'Chat masqué');
    expect((await mute(muter, muted.id)).statusCode).toBe(200);
    expect(await feedIds(muter)).not.toContain(mutedPost.id);
    expect(await chatIds(muter)).not.toContain(mutedChat.id);
    expect(await feedIds(bystander)).toContain(mutedPost.id);
    expect(await chatIds(bystander)).toContain(mutedChat.id);
    // The muted member still sees the muter's content and can still message them.
    const muterPost = await post(muter, 'Je masque mais je publie');
    expect(await feedIds(muted)).toContain(muterPost.id);
    const direct = await call('POST', '/api/conversations/direct', muted, { userId: muter.id });
    expect(direct.statusCode).toBe(201);
    expect((await call('POST', `/api/conversations/${direct.json().id}/messages`, muted, { content: 'Coucou' })).statusCode).toBe(201);
    expect((await call('GET', `/api/profiles/${muter.id}`, muted)).json().profile.limited).toBeUndefined();
  });

  it('refuses a connection request between blocked members, either way', async () => {
    const [a, b, c] = [member(0), member(1), member(2)];
    const pending = await call('POST', '/api/connections', c, { connectedUserId: a.id });
    expect(pending.statusCode).toBe(201);
    expect((await block(a, b.id)).statusCode).toBe(200);
    expect((await block(a, c.id)).statusCode).toBe(200);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const asked = await call('POST', '/api/connections', from, { connectedUserId: to.id });
      expect(asked.statusCode).toBe(403);
      expect(asked.json()).toEqual({ code: 'blocks.blocked' });
    }
    // A request sent before the block is no longer shown, nor can it be accepted.
    expect((await call('GET', '/api/connections/requests', a)).json().requests ?? []).toEqual([]);
    expect((await call('POST', `/api/connections/${pending.json().connection.id}/accept`, a)).statusCode).toBe(403);
  });
});
