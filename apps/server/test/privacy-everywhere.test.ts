import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS } from '@la-meute/shared';
import { channels, messages, profiles } from '../src/db/schema';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string };

// What these members hide must appear in no payload another member can get.
const HIDDEN_CITY = 'Montélimar-Secret';
const HIDDEN_AGE = 67;
const HIDDEN_BIO = 'Une bio que personne ne doit lire';

describeEachDatabase('privacy in every payload', (kind) => {
  let t: TestApp;
  let hermit: Member;
  let discreet: Member;
  let viewer: Member;
  let channelId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [hermit, discreet, viewer] = (await createSignedInMembers(t.app, 3, 'secret')) as unknown as [Member, Member, Member];
    const hidden = { age: HIDDEN_AGE, locationCity: HIDDEN_CITY, bio: HIDDEN_BIO, interests: ['yoga'] };
    await t.app.db
      .update(profiles)
      .set({ ...hidden, privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, profile_visibility: 'private' } })
      .where(eq(profiles.userId, hermit.id));
    // A bio is public on a public profile: only the private member's must stay hidden.
    await t.app.db
      .update(profiles)
      .set({ ...hidden, bio: 'Une bio publique', privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, show_age: false, show_location: false } })
      .where(eq(profiles.userId, discreet.id));
    const [channel] = await t.app.db.insert(channels).values({ name: 'clairiere', description: 'Clairière' }).returning();
    channelId = channel!.id;
    for (const author of [hermit, discreet]) {
      const post = await t.app.inject({ method: 'POST', url: '/api/posts', headers: { ...JSON_HEADERS, cookie: author.cookie }, payload: { content: 'Bonjour la meute' } });
      expect(post.statusCode, post.body).toBe(201);
      await t.app.db.insert(messages).values({ channelId, userId: author.id, content: 'Salut tout le monde', pseudonym: 'x' });
      const conversation = await t.app.inject({ method: 'POST', url: '/api/conversations/direct', headers: { ...JSON_HEADERS, cookie: author.cookie }, payload: { userId: viewer.id } });
      expect([200, 201]).toContain(conversation.statusCode);
    }
  });
  afterAll(async () => t.close());

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: viewer.cookie } });
    return { status: response.statusCode, body: response.body };
  };

  it('keeps a private profile to its owner, and hidden age, location and bio out of every answer', async () => {
    expect((await get(`/api/profiles/${hermit.id}`)).status).toBe(404);
    const payloads = await Promise.all(
      [
        `/api/profiles/${discreet.id}`,
        '/api/discovery',
        '/api/discovery?lookingFor=friendship',
        '/api/posts',
        `/api/channels/${channelId}/messages`,
        '/api/conversations',
        '/api/members?q=secret',
        '/api/connections',
      ].map(async (url) => ({ url, ...(await get(url)) })),
    );
    for (const { url, status, body } of payloads) {
      expect(status, `${url}: ${body}`).toBe(200);
      expect(body, url).not.toContain(HIDDEN_CITY);
      expect(body, url).not.toContain(HIDDEN_BIO.slice(0, 20));
      expect(body, url).not.toMatch(new RegExp(`"age":\\s*${HIDDEN_AGE}`));
    }
    // The private member is in no list another member can browse…
    for (const url of ['/api/discovery', '/api/members?q=secret']) {
      expect(payloads.find((payload) => payload.url === url)!.body, url).not.toContain(hermit.id);
    }
    // …and their own answers still tell them everything.
    const own = await t.app.inject({ method: 'GET', url: '/api/me/profile', headers: { cookie: hermit.cookie } });
    expect(own.json().profile).toMatchObject({ age: HIDDEN_AGE, locationCity: HIDDEN_CITY, bio: HIDDEN_BIO });
  });
});
