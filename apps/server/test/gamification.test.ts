import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS, type AchievementKey, type GamificationMe, type Leaderboard } from '@la-meute/shared';
import { insertVerifiedMember } from '../src/db/insert-verified-member';
import {
  channels,
  conversationMessages,
  conversationParticipants,
  conversations,
  eventParticipants,
  events,
  forumReplies,
  forumTopics,
  memberAchievements,
  memberBlocks,
  messages,
  posts,
  profiles,
  userLevels,
} from '../src/db/schema';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string };
const at = () => new Date().toISOString();

describeEachDatabase('gamification: achievements, goals, leaderboard', (kind) => {
  let t: TestApp;
  let members: Member[];
  const unlocked: { userId: string; achievement: string }[] = [];

  const settle = async () => {
    await t.app.services.events.settled();
  };
  const has = async (member: Member, achievement: AchievementKey) => {
    const rows = await t.app.db
      .select()
      .from(memberAchievements)
      .where(and(eq(memberAchievements.userId, member.id), eq(memberAchievements.achievement, achievement)));
    return rows.length === 1;
  };
  const getMe = async (member: Member | null) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/gamification/me', headers: member ? { cookie: member.cookie } : {} });
    return { status: response.statusCode, body: response.json() as GamificationMe };
  };
  const getLeaderboard = async (member: Member | null) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/gamification/leaderboard', headers: member ? { cookie: member.cookie } : {} });
    expect(response.statusCode).toBe(200);
    return response.json() as Leaderboard;
  };
  const newTopic = async (author: Member, likesCount = 0) => {
    const [topic] = await t.app.db
      .insert(forumTopics)
      .values({ title: 'Sujet', content: 'Contenu', category: 'wellbeing', userId: author.id, likesCount })
      .returning({ id: forumTopics.id });
    return topic!.id;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    members = await createSignedInMembers(t.app, 8, 'succes');
    t.app.services.events.on('achievement.unlocked', (payload) => void unlocked.push(payload));
    await settle();
  });
  afterAll(async () => t.close());

  describe('/api/gamification/me', () => {
    it('is for members only', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/gamification/me' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'auth.required' });
    });

    it('gives the level and rank progress, the goals with real progress and the six achievements', async () => {
      const [member] = members as [Member];
      // Today's login (5) plus 95 set by a ledger-less total: 100 XP, the exact start of level 2.
      await t.app.db.update(userLevels).set({ xp: 100, level: 2 }).where(eq(userLevels.userId, member.id));
      const { status, body } = await getMe(member);
      expect(status).toBe(200);
      expect(body.xp).toBe(100);
      expect(body.level).toEqual({ level: 2, nextLevel: 3, percent: 0, xpToNext: 200 });
      expect(body.rank).toEqual({ rank: 'sheep', nextRank: 'goat', percent: 0, xpToNext: 150 });
      expect(body.goals).toEqual([
        { key: 'dailyXp', current: 5, target: 25 },
        { key: 'weeklyMessages', current: 0, target: 10 },
        { key: 'monthlyEvents', current: 0, target: 2 },
      ]);
      expect(body.achievements.map((achievement) => achievement.key)).toEqual(['firstStep', 'communicator', 'participant', 'mentor', 'organiser', 'influencer']);
      expect(body.achievements.every((achievement) => achievement.unlockedAt === null)).toBe(true);

      // The top level: 100 % and no next level.
      await t.app.db.update(userLevels).set({ xp: 9000, level: 10 }).where(eq(userLevels.userId, member.id));
      const top = (await getMe(member)).body;
      expect(top.level).toEqual({ level: 10, nextLevel: null, percent: 100, xpToNext: 0 });
      expect(top.rank).toEqual({ rank: 'mythicFenrir', nextRank: null, percent: 100, xpToNext: 0 });
      await t.app.db.update(userLevels).set({ xp: 5, level: 1 }).where(eq(userLevels.userId, member.id));
    });
  });

  it('unlocks communicator at exactly 10 messages sent (chat, conversations and forum replies)', async () => {
    const [, sender, other] = members as [Member, Member, Member];
    const [channel] = await t.app.db.insert(channels).values({ name: `salon-${crypto.randomBytes(3).toString('hex')}` }).returning({ id: channels.id });
    const chat = await t.app.db
      .insert(messages)
      .values(Array.from({ length: 5 }, (_, index) => ({ channelId: channel!.id, content: `Bonjour ${index}`, pseudonym: 'Loup', userId: sender.id })))
      .returning({ id: messages.id });
    const [conversation] = await t.app.db.insert(conversations).values({ conversationType: 'group', createdBy: sender.id, title: 'Meute' }).returning({ id: conversations.id });
    await t.app.db.insert(conversationParticipants).values([
      { conversationId: conversation!.id, userId: sender.id, isAdmin: true },
      { conversationId: conversation!.id, userId: other.id, isAdmin: false },
    ]);
    const direct = await t.app.db
      .insert(conversationMessages)
      .values(Array.from({ length: 4 }, (_, index) => ({ conversationId: conversation!.id, senderId: sender.id, content: `Salut ${index}` })))
      .returning({ id: conversationMessages.id });

    // Nine: still locked, whatever the event that asks.
    t.app.services.events.emit('chat.message.sent', { messageId: chat[4]!.id, channelId: channel!.id, authorId: sender.id, at: at() });
    t.app.services.events.emit('message.sent', { messageId: direct[3]!.id, conversationId: conversation!.id, senderId: sender.id, recipientIds: [other.id], at: at() });
    await settle();
    expect(await has(sender, 'communicator')).toBe(false);

    // The tenth, a forum reply: unlocked, once, announced once.
    const topicId = await newTopic(other);
    const [reply] = await t.app.db.insert(forumReplies).values({ topicId, content: 'Merci', userId: sender.id }).returning({ id: forumReplies.id });
    for (let index = 0; index < 3; index += 1) {
      t.app.services.events.emit('forum.reply.created', { replyId: reply!.id, topicId, topicAuthorId: other.id, authorId: sender.id, at: at() });
    }
    await expect.poll(() => has(sender, 'communicator'), { timeout: 5000 }).toBe(true);
    await settle();
    expect(unlocked.filter((entry) => entry.userId === sender.id && entry.achievement === 'communicator')).toHaveLength(1);

    const { body } = await getMe(sender);
    expect(body.achievements.find((achievement) => achievement.key === 'communicator')?.unlockedAt).toEqual(expect.any(String));
    expect(body.goals.find((goal) => goal.key === 'weeklyMessages')).toEqual({ key: 'weeklyMessages', current: 10, target: 10 });
  });

  it('unlocks influencer at exactly 50 likes received on posts and forum topics', async () => {
    const [, , , author, liker] = members as [Member, Member, Member, Member, Member];
    const [post] = await t.app.db.insert(posts).values({ userId: author.id, content: 'Une pensée', likesCount: 30 }).returning({ id: posts.id });
    const topicId = await newTopic(author, 19);
    t.app.services.events.emit('post.liked', { postId: post!.id, authorId: author.id, likerId: liker.id, liked: true, at: at() });
    t.app.services.events.emit('forum.topic.liked', { topicId, authorId: author.id, likerId: liker.id, liked: true, at: at() });
    await settle();
    expect(await has(author, 'influencer')).toBe(false);

    await t.app.db.update(forumTopics).set({ likesCount: 20 }).where(eq(forumTopics.id, topicId));
    t.app.services.events.emit('forum.topic.liked', { topicId, authorId: author.id, likerId: liker.id, liked: true, at: at() });
    await expect.poll(() => has(author, 'influencer'), { timeout: 5000 }).toBe(true);

    // Never revoked: likes taken back leave it unlocked.
    await t.app.db.update(forumTopics).set({ likesCount: 0 }).where(eq(forumTopics.id, topicId));
    t.app.services.events.emit('forum.topic.liked', { topicId, authorId: author.id, likerId: liker.id, liked: false, at: at() });
    await settle();
    expect(await has(author, 'influencer')).toBe(true);
  });

  it('unlocks first step for a complete profile only', async () => {
    const member = members[5]!;
    await t.app.db
      .update(profiles)
      .set({ displayName: 'Louve Grise', bio: 'Je marche en forêt.', locationCity: 'Lyon', interests: ['yoga'] })
      .where(eq(profiles.userId, member.id));
    t.app.services.events.emit('profile.updated', { userId: member.id, at: at() });
    await settle();
    expect(await has(member, 'firstStep')).toBe(false);

    await t.app.db.update(profiles).set({ avatarUrl: '/media/avatars/louve.webp' }).where(eq(profiles.userId, member.id));
    t.app.services.events.emit('profile.updated', { userId: member.id, at: at() });
    await expect.poll(() => has(member, 'firstStep'), { timeout: 5000 }).toBe(true);
  });

  it('unlocks participant, organiser and mentor from real rows', async () => {
    const [a, b, c, d, e, mentor, organiser] = members.slice(0, 7) as [Member, Member, Member, Member, Member, Member, Member];
    const [event] = await t.app.db
      .insert(events)
      .values({ title: 'Balade', eventDate: new Date(Date.now() + 86_400_000), organizerId: organiser.id, isPublished: true })
      .returning({ id: events.id });
    t.app.services.events.emit('event.created', { eventId: event!.id, organizerId: organiser.id, at: at() });
    await t.app.db.insert(eventParticipants).values({ eventId: event!.id, userId: mentor.id });
    t.app.services.events.emit('event.registered', { eventId: event!.id, userId: mentor.id, at: at() });
    await expect.poll(() => has(organiser, 'organiser'), { timeout: 5000 }).toBe(true);
    await expect.poll(() => has(mentor, 'participant'), { timeout: 5000 }).toBe(true);
    expect((await getMe(mentor)).body.goals.find((goal) => goal.key === 'monthlyEvents')).toMatchObject({ current: 1 });

    // Helpful replies on the topics of 4 distinct members (two on one member's topics): not yet.
    const helped = [a, b, c, d, a];
    for (const author of helped) {
      const topicId = await newTopic(author);
      const [reply] = await t.app.db.insert(forumReplies).values({ topicId, content: 'Essaie ceci', userId: mentor.id, isHelpful: true }).returning({ id: forumReplies.id });
      t.app.services.events.emit('forum.reply.marked-helpful', { replyId: reply!.id, topicId, topicAuthorId: author.id, replyAuthorId: mentor.id, helpful: true, at: at() });
    }
    await settle();
    expect(await has(mentor, 'mentor')).toBe(false);
    const topicId = await newTopic(e);
    const [reply] = await t.app.db.insert(forumReplies).values({ topicId, content: 'Essaie cela', userId: mentor.id, isHelpful: true }).returning({ id: forumReplies.id });
    t.app.services.events.emit('forum.reply.marked-helpful', { replyId: reply!.id, topicId, topicAuthorId: e.id, replyAuthorId: mentor.id, helpful: true, at: at() });
    await expect.poll(() => has(mentor, 'mentor'), { timeout: 5000 }).toBe(true);
  });

  it('ranks members by XP, ties in a stable order, with the member’s own position and their privacy respected', async () => {
    await settle();
    // Each score reached a second after the one before, so a tie has a first to get there.
    let reachedAt = Date.now() - 60_000;
    const set = async (member: Member, xp: number) =>
      t.app.db.update(userLevels).set({ xp, level: 1, updatedAt: new Date((reachedAt += 1000)) }).where(eq(userLevels.userId, member.id));
    const visibility = (member: Member, profileVisibility: 'public' | 'members' | 'private') =>
      t.app.db
        .update(profiles)
        .set({ privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, profile_visibility: profileVisibility } })
        .where(eq(profiles.userId, member.id));
    // Everyone else at 0; then a private 500, 300, a members-only 200, two at 120 (the first to get there first), 50.
    for (const member of members) await t.app.db.update(userLevels).set({ xp: 0 }).where(eq(userLevels.userId, member.id));
    const [first, tiedEarlier, tiedLater, fourth, last, hidden, membersOnly] = members as [Member, Member, Member, Member, Member, Member, Member];
    await visibility(hidden, 'private');
    await visibility(membersOnly, 'members');
    await set(hidden, 500);
    await set(first, 300);
    await set(membersOnly, 200);
    await set(tiedEarlier, 120);
    await set(tiedLater, 120);
    await set(fourth, 50);
    const top = (board: Leaderboard, howMany: number) => board.entries.slice(0, howMany).map((entry) => [entry.member.id, entry.xp, entry.position]);

    // A visitor sees public profiles only, ranked among themselves: a member hidden from them is not
    // counted either, or the gap would tell their XP.
    const visitor = await getLeaderboard(null);
    expect(visitor.me).toBeNull();
    expect(top(visitor, 4)).toEqual([
      [first.id, 300, 1],
      [tiedEarlier.id, 120, 2],
      [tiedLater.id, 120, 2],
      [fourth.id, 50, 4],
    ]);
    expect(visitor.entries.map((entry) => entry.member.id)).not.toContain(hidden.id);
    expect(visitor.entries.map((entry) => entry.member.id)).not.toContain(membersOnly.id);
    expect(visitor.entries[0]!.member).toMatchObject({ rank: 'goat', displayName: expect.any(String) });
    expect(visitor.entries.length).toBeLessThanOrEqual(50);

    // A member also sees members-only profiles, and their own position.
    const member = await getLeaderboard(tiedLater);
    expect(top(member, 5)).toEqual([
      [first.id, 300, 1],
      [membersOnly.id, 200, 2],
      [tiedEarlier.id, 120, 3],
      [tiedLater.id, 120, 3],
      [fourth.id, 50, 5],
    ]);
    expect(member.me).toEqual({ position: 3, xp: 120 });
    expect((await getLeaderboard(last)).me).toEqual({ position: 6, xp: 0 });
    // A private member sees themself.
    const own = await getLeaderboard(hidden);
    expect(top(own, 1)).toEqual([[hidden.id, 500, 1]]);
    expect(own.me).toEqual({ position: 1, xp: 500 });
    // The same order on every read.
    expect((await getLeaderboard(null)).entries.map((entry) => entry.member.id)).toEqual(visitor.entries.map((entry) => entry.member.id));
  });

  it('places a member below a full list among the members they may see, the hidden and the blocked not counted', async () => {
    await settle();
    const [viewer, tied] = members.slice(-2) as [Member, Member];
    for (const member of members) await t.app.db.update(userLevels).set({ xp: 0 }).where(eq(userLevels.userId, member.id));
    await t.app.db.update(userLevels).set({ xp: 10 }).where(eq(userLevels.userId, viewer.id));
    await t.app.db.update(userLevels).set({ xp: 10 }).where(eq(userLevels.userId, tied.id));
    // A full list (50) of public members above the viewer, then a private one and one who blocked them above all.
    const newMember = async (label: string, xp: number, visibility: 'public' | 'private' = 'public') => {
      const id = await insertVerifiedMember(t.app.db, { email: `${label}-${crypto.randomUUID()}@example.org`, name: label, passwordHash: 'x' });
      await t.app.db.update(userLevels).set({ xp }).where(eq(userLevels.userId, id));
      await t.app.db.update(profiles).set({ privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, profile_visibility: visibility } }).where(eq(profiles.userId, id));
      return id;
    };
    const listed: string[] = [];
    for (let index = 0; index < 50; index += 1) listed.push(await newMember(`classe-${index}`, 100 + index));
    await newMember('discret', 1000, 'private');
    const blocker = await newMember('bloqueur', 900);
    await t.app.db.insert(memberBlocks).values({ blockerId: blocker, blockedId: viewer.id });

    const board = await getLeaderboard(viewer);
    expect(board.entries.map((entry) => entry.member.id).sort()).toEqual([...listed].sort());
    expect(board.entries.at(-1)).toMatchObject({ xp: 100, position: 50 });
    // Fifty members ahead, the member tied with them not: 51st, not 53rd.
    expect(board.me).toEqual({ position: 51, xp: 10 });
    // Someone who sees the one who blocks this viewer counts them (the private one stays out).
    expect((await getLeaderboard(tied)).me).toEqual({ position: 52, xp: 10 });
  });
});
