import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS, MEMBER_PICKER_LIMIT, type ConversationSummary, type MemberSummary } from '@la-meute/shared';
import { insertVerifiedMember } from '../src/db/insert-verified-member';
import { profiles, user } from '../src/db/schema';
import { hashPassword } from '../src/lib/password-hash';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string };

describeEachDatabase('group conversations and the member picker', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, member?: Member, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { ...(payload ? JSON_HEADERS : {}), ...(member ? { cookie: member.cookie } : {}) } });
  const members = async (howMany: number, prefix: string) => (await createSignedInMembers(t.app, howMany, prefix)) as unknown as Member[];
  const group = async (admin: Member, others: Member[]) => {
    const response = await call('POST', '/api/conversations', admin, { memberIds: others.map((member) => member.id) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const listOf = async (member: Member) => (await call('GET', '/api/conversations', member)).json().conversations as ConversationSummary[];
  const rowIn = async (member: Member, id: string) => (await listOf(member)).find((conversation) => conversation.id === id);
  const setProfile = (member: { id: string }, values: Partial<typeof profiles.$inferInsert>) =>
    t.app.db.update(profiles).set(values).where(eq(profiles.userId, member.id));

  describe('naming a group when it is made', () => {
    it('gives the group the name chosen, trimmed, for every participant', async () => {
      const [admin, bruno, chloe] = await members(3, 'nomme');
      const response = await call('POST', '/api/conversations', admin, { memberIds: [bruno!.id, chloe!.id], title: '  Cercle de lecture  ' });
      expect(response.statusCode, response.body).toBe(201);
      const id = response.json().id as string;
      expect(await rowIn(admin!, id)).toMatchObject({ type: 'group', title: 'Cercle de lecture', isAdmin: true });
      expect(await rowIn(chloe!, id)).toMatchObject({ type: 'group', title: 'Cercle de lecture', isAdmin: false });
    });

    it("names it 'Group Chat' without a name or with a blank one, and refuses a name past 100 characters", async () => {
      const [admin, bruno, chloe] = await members(3, 'sansnom');
      const blank = await call('POST', '/api/conversations', admin, { memberIds: [bruno!.id, chloe!.id], title: '   ' });
      expect(blank.statusCode, blank.body).toBe(201);
      expect(await rowIn(admin!, blank.json().id as string)).toMatchObject({ title: 'Group Chat' });
      const tooLong = await call('POST', '/api/conversations', admin, { memberIds: [bruno!.id, chloe!.id], title: 'x'.repeat(101) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().code).toBe('conversations.title_too_long');
    });

    it('keeps a private conversation unnamed: a name given with one member is not kept', async () => {
      const [one, two] = await members(2, 'duo');
      const response = await call('POST', '/api/conversations', one, { memberIds: [two!.id], title: 'Nous deux' });
      expect(response.statusCode, response.body).toBe(201);
      expect(await rowIn(one!, response.json().id as string)).toMatchObject({ type: 'private', title: null });
    });
  });

  describe('renaming a group', () => {
    it('lets the admin rename it, trimmed, and every participant sees the new title', async () => {
      const [admin, bruno, chloe] = await members(3, 'renomme');
      const id = await group(admin!, [bruno!, chloe!]);
      const response = await call('PATCH', `/api/conversations/${id}`, admin, { title: '  Randonnée du dimanche  ' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ id, type: 'group', title: 'Randonnée du dimanche', isAdmin: true });
      expect(await rowIn(bruno!, id)).toMatchObject({ title: 'Randonnée du dimanche' });
    });

    it('refuses a participant who is not the admin, with 403 not_admin', async () => {
      const [admin, bruno] = await members(2, 'simple');
      const [chloe] = await members(1, 'simple');
      const id = await group(admin!, [bruno!, chloe!]);
      const response = await call('PATCH', `/api/conversations/${id}`, bruno, { title: 'Coup d’État' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'conversations.not_admin' });
      expect(await rowIn(admin!, id)).toMatchObject({ title: 'Group Chat' });
    });

    it('answers 404 to a member outside the group, as for a conversation that does not exist', async () => {
      const [admin, bruno, chloe, outsider] = await members(4, 'dehors');
      const id = await group(admin!, [bruno!, chloe!]);
      for (const url of [`/api/conversations/${id}`, '/api/conversations/00000000-0000-4000-8000-000000000000', '/api/conversations/pas-un-id']) {
        const response = await call('PATCH', url, outsider, { title: 'Chez moi' });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ code: 'conversations.not_found' });
      }
      const adding = await call('POST', `/api/conversations/${id}/participants`, outsider, { memberIds: [outsider!.id] });
      expect(adding.statusCode).toBe(404);
      expect((await listOf(outsider!)).map((conversation) => conversation.id)).not.toContain(id);
    });

    it('keeps a private conversation between its pair: no title, no new member (not_a_group)', async () => {
      const [one, two, three] = await members(3, 'prive');
      const created = await call('POST', '/api/conversations/direct', one, { userId: two!.id });
      const { id } = created.json();
      const rename = await call('PATCH', `/api/conversations/${id}`, one, { title: 'Nous deux' });
      expect(rename.statusCode).toBe(409);
      expect(rename.json()).toEqual({ code: 'conversations.not_a_group' });
      const adding = await call('POST', `/api/conversations/${id}/participants`, one, { memberIds: [three!.id] });
      expect(adding.json()).toEqual({ code: 'conversations.not_a_group' });
      expect((await listOf(three!)).map((conversation) => conversation.id)).not.toContain(id);
    });

    it('refuses a blank or too long title with its code', async () => {
      const [admin, bruno, chloe] = await members(3, 'titre');
      const id = await group(admin!, [bruno!, chloe!]);
      const cases: Array<[object, string]> = [
        [{ title: '   ' }, 'conversations.title_required'],
        [{ title: 'x'.repeat(101) }, 'conversations.title_too_long'],
      ];
      for (const [payload, code] of cases) {
        const response = await call('PATCH', `/api/conversations/${id}`, admin, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe(code);
      }
    });
  });

  describe('adding members', () => {
    it('adds members, who then find the group in their list; an existing member is a no-op', async () => {
      const [admin, bruno, chloe, denis, emma] = await members(5, 'ajout');
      const id = await group(admin!, [bruno!, chloe!]);
      await call('POST', `/api/conversations/${id}/messages`, admin, { content: 'Bienvenue à tous' });
      const response = await call('POST', `/api/conversations/${id}/participants`, admin, { memberIds: [denis!.id, emma!.id, bruno!.id, denis!.id] });
      expect(response.statusCode, response.body).toBe(200);
      const row = response.json() as ConversationSummary;
      expect(row.participants.map((participant) => participant.id).sort()).toEqual([bruno!.id, chloe!.id, denis!.id, emma!.id].sort());
      const forDenis = await rowIn(denis!, id);
      expect(forDenis).toMatchObject({ type: 'group', title: 'Group Chat', isAdmin: false, lastMessage: { content: 'Bienvenue à tous' } });
      expect((await call('GET', `/api/conversations/${id}/messages`, emma)).statusCode).toBe(200);

      const again = await call('POST', `/api/conversations/${id}/participants`, admin, { memberIds: [bruno!.id, emma!.id, admin!.id] });
      expect(again.statusCode).toBe(200);
      expect((again.json() as ConversationSummary).participants).toHaveLength(4);
      // Nobody lost their place or their admin flag.
      expect(await rowIn(admin!, id)).toMatchObject({ isAdmin: true });
      expect(await rowIn(bruno!, id)).toMatchObject({ isAdmin: false });
    });

    it('refuses a non-admin, a member who does not exist, one who accepts no messages, and more than 50 at once', async () => {
      const [admin, bruno, chloe, shy] = await members(4, 'refus');
      const id = await group(admin!, [bruno!, chloe!]);
      const byBruno = await call('POST', `/api/conversations/${id}/participants`, bruno, { memberIds: [shy!.id] });
      expect(byBruno.statusCode).toBe(403);
      expect(byBruno.json()).toEqual({ code: 'conversations.not_admin' });

      expect((await call('POST', `/api/conversations/${id}/participants`, admin, { memberIds: ['personne'] })).statusCode).toBe(404);

      await setProfile(shy!, { privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, allow_messages: false } });
      const refused = await call('POST', `/api/conversations/${id}/participants`, admin, { memberIds: [shy!.id] });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'conversations.messages_not_allowed' });
      expect((await listOf(shy!)).map((conversation) => conversation.id)).not.toContain(id);

      const tooMany = await call('POST', `/api/conversations/${id}/participants`, admin, { memberIds: Array.from({ length: 51 }, (_, index) => `m${index}`) });
      expect(tooMany.statusCode).toBe(400);
      const none = await call('POST', `/api/conversations/${id}/participants`, admin, { memberIds: [] });
      expect(none.json().code).toBe('conversations.member_required');
    });
  });

  describe('the member picker', () => {
    const search = async (member: Member | undefined, q?: string) =>
      call('GET', q === undefined ? '/api/members' : `/api/members?q=${encodeURIComponent(q)}`, member);
    const namesFound = async (member: Member, q: string) => ((await search(member, q)).json().members as MemberSummary[]).map((found) => found.id);

    it('is for members only', async () => {
      expect((await search(undefined, 'a')).statusCode).toBe(401);
    });

    it('finds other members by display name or username, whatever the case, never the viewer', async () => {
      const [viewer, zelie, marc, hidden, unverified] = await members(5, 'picker');
      await setProfile(viewer!, { displayName: 'Zebulon Viewer', username: 'zebviewer' });
      await setProfile(zelie!, { displayName: 'Zelie Martin', username: 'louvedesbois' });
      await setProfile(marc!, { displayName: 'Marc Dupont', username: 'ZEBREdunord' });
      await setProfile(hidden!, {
        displayName: 'Zenon Caché',
        username: 'zenon',
        privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, profile_visibility: 'private' },
      });
      await setProfile(unverified!, { displayName: 'Zora Pas Confirmée', username: 'zora' });
      await t.app.db.update(user).set({ emailVerified: false }).where(eq(user.id, unverified!.id));

      // The private profile and the unconfirmed account are left out; the rest by display name.
      expect(await namesFound(viewer!, 'zE')).toEqual([marc!.id, zelie!.id]);
      expect(await namesFound(viewer!, 'LOUVE')).toEqual([zelie!.id]);
      expect(await namesFound(viewer!, 'zebre')).toEqual([marc!.id]);
      expect(await namesFound(viewer!, 'viewer')).toEqual([]);
      expect(await namesFound(zelie!, 'viewer')).toEqual([viewer!.id]);
      const found = (await search(viewer, 'Zelie')).json().members[0];
      expect(found).toMatchObject({ id: zelie!.id, displayName: 'Zelie Martin', username: 'louvedesbois', level: 1 });
      expect(found).not.toHaveProperty('email');
    });

    it('takes % and _ literally and answers a clean 400, never a 5xx, to a NUL or odd input', async () => {
      const [viewer, percent, plain] = await members(3, 'joker');
      await setProfile(percent!, { displayName: '100% Louve', username: 'cent_pour_cent' });
      // As wildcards, '%' would match everyone and 'cent_p' the plain 'centxpourcent' too.
      await setProfile(plain!, { displayName: 'Sans joker', username: 'centxpourcent' });
      expect(await namesFound(viewer!, '%')).toEqual([percent!.id]);
      expect(await namesFound(viewer!, '0% L')).toEqual([percent!.id]);
      expect(await namesFound(viewer!, 'cent_p')).toEqual([percent!.id]);
      expect(await namesFound(viewer!, 'pour')).toEqual([percent!.id, plain!.id]);
      // Unescaped, a trailing backslash is an error in PostgreSQL.
      expect(await namesFound(viewer!, '\\')).toEqual([]);
      for (const url of ['/api/members?q=%00', '/api/members?q=a%00b', '/api/members?q=%FF', '/api/members?q=%ED%A0%80', '/api/members?q=a&q=b', `/api/members?q=${'x'.repeat(101)}`]) {
        const response = await call('GET', url, viewer);
        expect(response.statusCode, url).toBeLessThan(500);
        if (response.statusCode !== 200) expect(response.json().code, url).toMatch(/^(validation|http)\./);
      }
      expect((await call('GET', '/api/members?q=%00', viewer)).statusCode).toBe(400);
    });

    it('returns at most 50 members, ordered by display name', async () => {
      const [viewer] = await members(1, 'foule');
      const hash = await hashPassword('membre-de-la-foule-42');
      for (let index = 0; index < MEMBER_PICKER_LIMIT + 3; index += 1) {
        await insertVerifiedMember(t.app.db, { email: `foule-${index}@example.org`, name: `Foule ${String(index).padStart(2, '0')}`, passwordHash: hash });
      }
      const response = await search(viewer, 'foule ');
      expect(response.statusCode).toBe(200);
      const names = (response.json().members as MemberSummary[]).map((found) => found.displayName);
      expect(names).toHaveLength(MEMBER_PICKER_LIMIT);
      expect(names[0]).toBe('Foule 00');
      expect(names).toEqual([...names].sort());
      const everyone = (await search(viewer)).json().members as MemberSummary[];
      expect(everyone).toHaveLength(MEMBER_PICKER_LIMIT);
      expect(everyone.map((found) => found.id)).not.toContain(viewer!.id);
    });
  });
});
