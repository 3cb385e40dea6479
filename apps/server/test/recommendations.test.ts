import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS, LIMITS, type Recommendation } from '@la-meute/shared';
import {
  aiRecommendations,
  channels,
  conversationMessages,
  conversationParticipants,
  conversations,
  events,
  messages,
  posts,
  profiles,
  userConnections,
} from '../src/db/schema';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string };
const DAY = 86_400_000;

/** A stand-in for an OpenAI-compatible chat/completions API: records requests, answers as told. */
async function startFakeAi() {
  const requests: { model: string; messages: { role: string; content: string }[] }[] = [];
  let mode: 'ok' | 'error' | 'garbage' = 'ok';
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push(JSON.parse(body) as (typeof requests)[number]);
      if (mode === 'error') return void response.writeHead(500).end('{"error":"boom"}');
      const content = mode === 'garbage' ? 'Voici une idée sans JSON' : '```json\n{"title":"Parlez de vous","description":"Une bio aide la meute à vous connaître."}\n```';
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    setMode: (next: typeof mode) => (mode = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeEachDatabase('recommendations: local engine and API', (kind) => {
  let t: TestApp;
  let reader: Member, lyon1: Member, lyon2: Member, paris: Member, hidden: Member, lister: Member;
  const channelName = `yoga-du-soir-${crypto.randomBytes(3).toString('hex')}`;
  let soonEventId: string;
  let yogaPostId: string;

  const setProfile = (member: Member, values: Partial<typeof profiles.$inferInsert>) =>
    t.app.db.update(profiles).set(values).where(eq(profiles.userId, member.id));
  const rowsOf = (member: Member) => t.app.db.select().from(aiRecommendations).where(eq(aiRecommendations.userId, member.id));
  const get = (member: Member | null) =>
    t.app.inject({ method: 'GET', url: '/api/recommendations', headers: member ? { cookie: member.cookie } : {} });
  const act = (member: Member, id: string, action: 'dismiss' | 'apply') =>
    t.app.inject({ method: 'POST', url: `/api/recommendations/${id}/${action}`, headers: { cookie: member.cookie } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    // Runs come from the tests here, not from the sign-ins' debounced runs landing mid-seed.
    await t.app.services.recommendations.close();
    [reader, lyon1, lyon2, paris, hidden, lister] = (await createSignedInMembers(t.app, 6, 'reco')) as unknown as Member[] as [
      Member, Member, Member, Member, Member, Member,
    ];
    const { db } = t.app;
    await setProfile(reader, { interests: ['Yoga', 'Méditation'], locationCity: 'Lyon', bio: null });
    await setProfile(lyon1, { interests: ['yoga', 'cuisine'], locationCity: 'lyon ', bio: 'Bonjour' });
    await setProfile(lyon2, { interests: ['YOGA'], locationCity: 'Lyon' });
    await setProfile(paris, { interests: ['yoga'], locationCity: 'Paris' });
    // A private profile is never counted, even in an aggregate.
    await setProfile(hidden, { interests: ['yoga'], locationCity: 'Lyon', privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, profile_visibility: 'private' } });

    const [soon] = await db
      .insert(events)
      .values([
        { title: 'Atelier du matin', tags: ['yoga'], eventDate: new Date(Date.now() + 3 * DAY), isPublished: true },
        { title: 'Yoga dans deux semaines', eventDate: new Date(Date.now() + 14 * DAY), isPublished: true },
        { title: 'Brouillon de yoga', eventDate: new Date(Date.now() + 2 * DAY), isPublished: false },
        { title: 'Atelier poterie', eventDate: new Date(Date.now() + 2 * DAY), isPublished: true },
      ])
      .returning({ id: events.id });
    soonEventId = soon!.id;

    const [yogaPost] = await db
      .insert(posts)
      .values([
        { userId: lyon1.id, content: 'Une belle séance ce matin au parc #Yoga' },
        { userId: lyon1.id, content: 'Recette de soupe au potimarron' },
      ])
      .returning({ id: posts.id });
    yogaPostId = yogaPost!.id;

    const [busy, quiet, visited] = await db
      .insert(channels)
      .values([{ name: channelName }, { name: `${channelName}-calme` }, { name: `${channelName}-deja-vu` }])
      .returning({ id: channels.id });
    const message = (channelId: string, member: Member) => ({ channelId, userId: member.id, pseudonym: 'membre', content: 'Namasté' });
    await db.insert(messages).values([
      message(busy!.id, lyon1),
      message(busy!.id, lyon2),
      message(busy!.id, lyon1),
      message(quiet!.id, paris),
      // The member already wrote in the busiest one.
      ...Array.from({ length: 5 }, () => message(visited!.id, lyon2)),
      message(visited!.id, reader),
    ]);

    await db.insert(userConnections).values({ userId: lyon2.id, connectedUserId: reader.id });
    const [conversation] = await db.insert(conversations).values({ conversationType: 'private' }).returning({ id: conversations.id });
    await db.insert(conversationParticipants).values([
      { conversationId: conversation!.id, userId: reader.id },
      { conversationId: conversation!.id, userId: paris.id },
    ]);
    await db.insert(conversationMessages).values({ conversationId: conversation!.id, senderId: paris.id, content: 'Coucou !' });
  });
  afterAll(async () => t.close());

  it('writes each kind of recommendation from the member’s profile and the activity around them', async () => {
    await t.app.services.recommendations.refresh(reader.id);
    const rows = await rowsOf(reader);
    const byKey = Object.fromEntries(rows.map((row) => [row.dedupeKey, row]));

    expect(byKey['match:lyon:yoga']).toMatchObject({
      recommendationType: 'match_optimization',
      target: '/discovery',
      content: { template: 'match.nearbySharedInterest', params: { count: 2, city: 'Lyon', interest: 'Yoga' } },
    });
    expect(byKey[`event:${soonEventId}`]).toMatchObject({
      recommendationType: 'event',
      target: `/events/${soonEventId}`,
      content: { template: 'event.matchingThisWeek', params: { title: 'Atelier du matin', interest: 'Yoga' } },
    });
    expect(byKey[`post:${yogaPostId}`]).toMatchObject({ recommendationType: 'content_suggestion', target: `/post/${yogaPostId}` });
    expect(byKey[`community:${channelName}`]).toMatchObject({
      recommendationType: 'community',
      target: `/chat?channel=${channelName}`,
      content: { params: { channel: channelName, count: 3 } },
    });
    expect(byKey['engagement:bio']).toMatchObject({ recommendationType: 'engagement', target: '/profile' });
    expect(byKey['engagement:first-post']).toMatchObject({ recommendationType: 'engagement', target: '/feed' });
    const activity = rows.filter((row) => row.recommendationType === 'activity');
    expect(activity.map((row) => [row.content.template, row.target, row.content.params]).sort()).toEqual([
      ['activity.connectionRequests', '/discovery', { count: 1 }],
      ['activity.unreadMessages', '/direct-messages', { count: 1 }],
    ]);
    // Only the one event of this week that speaks of an interest; no addInterests, the member has some.
    expect(rows).toHaveLength(8);
    expect(rows.every((row) => !row.seen && !row.actedUpon && row.content.title === undefined)).toBe(true);
  });

  it('never recommends the same thing twice, run again or twenty times at once', async () => {
    const before = await rowsOf(reader);
    expect(await t.app.services.recommendations.refresh(reader.id)).toBe(0);
    const counts = await Promise.all(Array.from({ length: 20 }, () => t.app.services.recommendations.refresh(reader.id)));
    expect(counts.reduce((sum, value) => sum + value, 0)).toBe(0);
    expect(await rowsOf(reader)).toHaveLength(before.length);
  });

  it('stays quiet for what it already said, even dismissed, and speaks of what is new', async () => {
    const [bio] = (await rowsOf(reader)).filter((row) => row.dedupeKey === 'engagement:bio');
    expect((await act(reader, bio!.id, 'dismiss')).statusCode).toBe(200);
    const [post] = await t.app.db.insert(posts).values({ userId: paris.id, content: 'Qui médite avec moi ? #meditation' }).returning({ id: posts.id });
    // A new member at once from many sides: still one row for the new post.
    const counts = await Promise.all(Array.from({ length: 5 }, () => t.app.services.recommendations.refresh(reader.id)));
    expect(counts.reduce((sum, value) => sum + value, 0)).toBe(1);
    const keys = (await rowsOf(reader)).map((row) => row.dedupeKey);
    expect(keys.filter((key) => key === 'engagement:bio')).toHaveLength(1);
    expect(keys).toContain(`post:${post!.id}`);
  });

  it('lists the member’s unseen recommendations only, priority then newest, ten at most', async () => {
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const row = (index: number, priority: number, minutesAgo: number, seen = false) => ({
      userId: lister.id,
      recommendationType: 'engagement',
      content: { template: 'engagement.addBio' as const, params: { index }, suggestions: [] },
      target: '/profile',
      priority,
      seen,
      dedupeKey: `test:${index}`,
      createdAt: at(minutesAgo),
    });
    await t.app.db.insert(aiRecommendations).values([
      ...Array.from({ length: 10 }, (_, index) => row(index, 1, 100 - index)),
      row(10, 5, 500),
      row(11, 5, 1),
      row(12, 9, 1, true),
      row(13, 0, 0),
    ]);
    expect((await get(null)).statusCode).toBe(401);
    const response = await get(lister);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<{ recommendations: Recommendation[] }>().recommendations;
    expect(list).toHaveLength(LIMITS.recommendations);
    expect(list.map((item) => item.content.params.index)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  });

  it('dismisses (seen) and applies (acted upon, seen, with where to go); another member’s is not found', async () => {
    const list = (await get(reader)).json<{ recommendations: Recommendation[] }>().recommendations;
    const event = list.find((item) => item.recommendationType === 'event')!;
    const community = list.find((item) => item.recommendationType === 'community')!;

    expect((await act(lyon1, event.id, 'apply')).statusCode).toBe(404);
    expect((await act(lyon1, community.id, 'dismiss')).statusCode).toBe(404);
    expect((await act(reader, 'not-a-uuid', 'dismiss')).statusCode).toBe(404);
    expect((await act(reader, crypto.randomUUID(), 'apply')).statusCode).toBe(404);

    const applied = await act(reader, event.id, 'apply');
    expect(applied.json()).toEqual({ id: event.id, seen: true, actedUpon: true, target: `/events/${soonEventId}` });
    const dismissed = await act(reader, community.id, 'dismiss');
    expect(dismissed.json()).toEqual({ id: community.id, seen: true, actedUpon: false, target: community.target });

    const after = (await get(reader)).json<{ recommendations: Recommendation[] }>().recommendations.map((item) => item.id);
    expect(after).not.toContain(event.id);
    expect(after).not.toContain(community.id);
    const [stored] = await t.app.db.select().from(aiRecommendations).where(eq(aiRecommendations.id, community.id));
    expect(stored).toMatchObject({ seen: true, actedUpon: false });
  });
});

describeEachDatabase('recommendations: the AI adapter phrases them when configured', (kind) => {
  let t: TestApp;
  let ai: Awaited<ReturnType<typeof startFakeAi>>;

  beforeAll(async () => {
    ai = await startFakeAi();
    t = await createTestApp(kind, { AI_API_URL: ai.url, AI_API_KEY: 'cle-de-test', AI_MODEL: 'petit-modele' });
    await t.app.services.recommendations.close();
  });
  afterAll(async () => {
    await t.close();
    await ai.close();
  });
  beforeEach(() => ai.setMode('ok'));

  const engagementOf = async (member: Member) => {
    await t.app.services.recommendations.refresh(member.id);
    const rows = await t.app.db.select().from(aiRecommendations).where(eq(aiRecommendations.userId, member.id));
    return rows.find((row) => row.dedupeKey === 'engagement:bio')!;
  };

  it('stores the phrased title and description next to the template, in the member’s language', async () => {
    const [member] = (await createSignedInMembers(t.app, 1, 'ia')) as unknown as [Member];
    const before = ai.requests.length;
    const row = await engagementOf(member);
    expect(row.content).toMatchObject({
      template: 'engagement.addBio',
      title: 'Parlez de vous',
      description: 'Une bio aide la meute à vous connaître.',
      language: 'fr',
    });
    const request = ai.requests[before]!;
    expect(request.model).toBe('petit-modele');
    expect(request.messages[0]!.content).toContain('"fr"');
    // Asked once per new recommendation, never again for what exists.
    const asked = ai.requests.length;
    await t.app.services.recommendations.refresh(member.id);
    expect(ai.requests.length).toBe(asked);
  });

  it('keeps the local template when the provider fails or answers nonsense', async () => {
    for (const mode of ['error', 'garbage'] as const) {
      ai.setMode(mode);
      const [member] = (await createSignedInMembers(t.app, 1, `ia-${mode}`)) as unknown as [Member];
      const row = await engagementOf(member);
      expect(row.content.template).toBe('engagement.addBio');
      expect(row.content.title).toBeUndefined();
      expect(row.content.description).toBeUndefined();
    }
  });
});
