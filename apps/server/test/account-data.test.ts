import fs from 'node:fs';
import path from 'node:path';
import { eq, getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { strFromU8, unzipSync } from 'fflate';
import { ACHIEVEMENT_KEYS, DATA_EXPORT_TTL_DAYS, DELETED_USER_NAME, XP_ACTIONS } from '@la-meute/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import * as schema from '../src/db/schema';
import { EXCLUDED_TABLES, EXPORT_SECTIONS, TABLES_WITHOUT_MEMBERS } from '../src/modules/account-data/export-plan.repository';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { listenForSockets, openSocket } from './helpers/sockets';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

const PASSWORD = 'membre-de-test-42';
const s = schema;
const MEMBER_COLUMN = /(^|_)(user|author|sender|owner|organizer|reporter|blocker|blocked|muter|muted|target|viewer|moderator|created_by|triggered_by|decided_by|handled_by)(_|$)/;

function allTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
}

describe('the export plan covers the schema', () => {
  it('lists every table with a member column as exported or deliberately excluded', () => {
    const exported = new Set(EXPORT_SECTIONS.map((section) => getTableName(section.table)));
    const uncovered: string[] = [];
    for (const table of allTables()) {
      const config = getTableConfig(table);
      const name = config.name;
      const referencesUser = config.foreignKeys.some((key) => getTableName(key.reference().foreignTable) === 'user');
      const namedLikeMember = config.columns.some((column) => MEMBER_COLUMN.test(column.name));
      if (name === 'user' || referencesUser || namedLikeMember) {
        if (!exported.has(name) && !(name in EXCLUDED_TABLES)) uncovered.push(name);
      } else if (!exported.has(name) && !(name in EXCLUDED_TABLES)) {
        expect(TABLES_WITHOUT_MEMBERS, `${name} has no member column: list it in TABLES_WITHOUT_MEMBERS`).toContain(name);
      }
    }
    expect(uncovered).toEqual([]);
  });
});

/** One row of every kind for `me` (its texts carry `marker`); `other` is the other party of relations. */
async function seedEverything(app: App, me: string, other: string, marker: string, channelId: string) {
  const { db } = app;
  const mediaKey = `${me}/1700000000000.jpg`;
  await app.services.mediaStorage.put(mediaKey, Buffer.from(`${marker}-image`), 'image/jpeg', { overwrite: true });
  const [post] = await db
    .insert(s.posts)
    .values({ userId: me, content: `${marker} post`, mediaUrls: [app.services.mediaStorage.publicUrl(mediaKey)] })
    .returning();
  await db.insert(s.postInteractions).values({ postId: post!.id, userId: me, interactionType: 'comment', content: `${marker} comment` });
  const [message] = await db.insert(s.messages).values({ channelId, pseudonym: `${marker}-pseudo`, userId: me, content: `${marker} chat` }).returning();
  await db.insert(s.messageLikes).values({ messageId: message!.id, userId: me });
  const [topic] = await db.insert(s.forumTopics).values({ title: `${marker} topic`, content: `${marker} topic body`, category: 'general', userId: me }).returning();
  await db.insert(s.forumReplies).values({ topicId: topic!.id, content: `${marker} reply`, userId: me });
  await db.insert(s.forumTopicLikes).values({ topicId: topic!.id, userId: me });
  await db.insert(s.forumTopicViews).values({ topicId: topic!.id, viewerKey: me, day: '2026-01-01' });
  const [event] = await db.insert(s.events).values({ title: `${marker} event`, eventDate: new Date('2027-01-01'), organizerId: me }).returning();
  await db.insert(s.eventParticipants).values({ eventId: event!.id, userId: me });
  await db.insert(s.xpLedger).values({ userId: me, action: XP_ACTIONS[0], amount: 5, sourceId: 'seed', entryKey: `seed:${me}` });
  await db.insert(s.memberAchievements).values({ userId: me, achievement: ACHIEVEMENT_KEYS[0] });
  await db.insert(s.aiRecommendations).values({
    userId: me,
    recommendationType: 'engagement',
    content: { title: `${marker} reco` } as never,
    target: '/forum',
    dedupeKey: `seed:${me}`,
  });
  await db.insert(s.notifications).values({ userId: me, kind: 'report.received', data: { text: `${marker} notif` } });
  await db.insert(s.notificationSettings).values({ userId: me, channels: {}, digest: 'daily' });
  await db.insert(s.pushSubscriptions).values({ userId: me, endpoint: `https://push.example/${marker}`, p256dh: 'secret-key', auth: 'secret-auth' });
  await db.insert(s.reports).values({
    targetType: 'post',
    targetId: 'somewhere',
    reporterId: me,
    targetUserId: other,
    reason: 'spam',
    details: `${marker} details`,
    reporterName: `${marker} name`,
    // The evidence is the reported content: the target's, not the reporter's.
    evidence: { text: 'the reported words' },
  });
  const [action] = await db
    .insert(s.moderationActions)
    .values({ actionType: 'warning', targetUserId: me, moderatorId: other, ground: 'rules', facts: `${marker} facts` })
    .returning();
  await db.insert(s.moderationAppeals).values({ actionId: action!.id, userId: me, message: `${marker} appeal` });
  await db.insert(s.moderationLogs).values({ contentType: 'chat', content: `${marker} refused`, reasons: ['x'], source: 'local', userId: me });
  await db.insert(s.moderationWords).values({ language: 'fr', word: `${marker}-word`, createdBy: me });
  await db.insert(s.aiManagementLogs).values({ sessionId: `${marker}-run`, aiDecisions: [], executedActions: [], triggeredBy: me });
  await db.insert(s.memberBlocks).values({ blockerId: me, blockedId: other });
  await db.insert(s.memberMutes).values({ muterId: me, mutedId: other });
  await db.insert(s.datingPreferences).values({ userId: me });
  await db.insert(s.datingSwipes).values({ userId: me, targetId: other, decision: 'pass' });
  return { post: post!, topic: topic!, message: message! };
}

describeEachDatabase('your data: export and account deletion', (kind) => {
  let t: TestApp;
  let baseUrl: string;
  let channelId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    baseUrl = await listenForSockets(t.app);
    const [channel] = await t.app.db.insert(s.channels).values({ name: `donnees-${kind}` }).returning();
    channelId = channel!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  async function exportFor(cookie: string) {
    const started = await t.app.inject({ method: 'POST', url: '/api/account/exports', headers: { cookie } });
    expect(started.statusCode).toBe(202);
    await t.app.services.accountData.settled();
    const latest = await t.app.inject({ method: 'GET', url: '/api/account/exports/latest', headers: { cookie } });
    return { id: started.json<{ id: string }>().id, latest: latest.json<{ export: { status: string; downloadUrl: string | null } }>().export };
  }

  it('exports every table of the member, their media, and nothing of anyone else', async () => {
    const [a, b] = await createSignedInMembers(t.app, 2, 'exporte');
    const mine = await seedEverything(t.app, a!.id, b!.id, 'A-OWN', channelId);
    await seedEverything(t.app, b!.id, a!.id, 'B-PRIVATE', channelId);
    const { db } = t.app;
    await db.insert(s.userConnections).values({ userId: a!.id, connectedUserId: b!.id });
    const [low, high] = [a!.id, b!.id].sort();
    await db.insert(s.datingMatches).values({ userLow: low!, userHigh: high! });
    const [conversation] = await db.insert(s.conversations).values({ conversationType: 'private', createdBy: b!.id, pairKey: `${low}:${high}` }).returning();
    await db.insert(s.conversationParticipants).values([
      { conversationId: conversation!.id, userId: a!.id },
      { conversationId: conversation!.id, userId: b!.id },
    ]);
    await db.insert(s.conversationMessages).values([
      { conversationId: conversation!.id, senderId: a!.id, content: 'A-OWN dm' },
      { conversationId: conversation!.id, senderId: b!.id, content: 'B-PRIVATE dm' },
    ]);
    await db.insert(s.dataExports).values({ userId: b!.id, status: 'failed' });
    await db.insert(s.accountDeletions).values({ userId: a!.id, profileSnapshot: { note: 'A-OWN' }, purgeAfter: new Date('2099-01-01') });

    const { id, latest } = await exportFor(a!.cookie);
    expect(latest).toMatchObject({ status: 'ready', downloadUrl: `/api/account/exports/${id}/download` });
    expect(t.mail.lastTo(a!.email)?.raw).toContain('/profile');

    const download = await t.app.inject({ method: 'GET', url: latest!.downloadUrl!, headers: { cookie: a!.cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/zip');
    const files = unzipSync(new Uint8Array(download.rawPayload));
    expect(strFromU8(files[`media/${a!.id}/1700000000000.jpg`]!)).toBe('A-OWN-image');
    const text = strFromU8(files['export.json']!);
    const archive = JSON.parse(text) as { data: Record<string, Record<string, unknown>[]> };

    for (const section of EXPORT_SECTIONS) expect(archive.data[section.key]?.length, section.key).toBeGreaterThan(0);
    expect(archive.data.posts!.map((row) => row.id)).toEqual([mine.post.id]);
    expect(archive.data.conversation_messages_sent!.map((row) => row.content)).toEqual(['A-OWN dm']);
    // A device's push keys are secrets; the search index is not the member's data.
    expect(text).not.toContain('secret-key');
    expect(archive.data.posts![0]).not.toHaveProperty('search');
    // Nothing of B: their texts, address, files; their id only where the relation is A's own.
    expect(text).not.toContain('B-PRIVATE');
    expect(text).not.toContain(b!.email);
    expect(Object.keys(files).filter((name) => name.includes(b!.id))).toEqual([]);
    expect(text).not.toMatch(/"password"|"token"|argon2/);
    const allowed = new Set([
      'connections.connectedUserId',
      'dating_swipes_made.targetId',
      'dating_matches.userLow',
      'dating_matches.userHigh',
      'blocks_made.blockedId',
      'mutes_made.mutedId',
      'reports_made.targetUserId',
    ]);
    for (const [key, rows] of Object.entries(archive.data)) {
      for (const row of rows) {
        for (const [column, value] of Object.entries(row)) {
          if (JSON.stringify(value).includes(b!.id)) expect(allowed, `${key}.${column}`).toContain(`${key}.${column}`);
        }
      }
    }

    // Only its owner downloads it; a visitor is asked to sign in.
    expect((await t.app.inject({ method: 'GET', url: latest!.downloadUrl!, headers: { cookie: b!.cookie } })).json()).toEqual({ code: 'account.export_not_found' });
    expect((await t.app.inject({ method: 'GET', url: latest!.downloadUrl! })).statusCode).toBe(401);
  });

  it('keeps one pending export at a time, even under concurrent clicks', async () => {
    const [member] = await createSignedInMembers(t.app, 1, 'presse');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'POST', url: '/api/account/exports', headers: { cookie: member!.cookie } })),
    );
    await t.app.services.accountData.settled();
    expect(new Set(responses.map((response) => response.json<{ id: string }>().id)).size).toBe(1);
    expect(await t.app.db.select().from(s.dataExports).where(eq(s.dataExports.userId, member!.id))).toHaveLength(1);
  });

  it('deletes an archive once its download period is over', async () => {
    const [member] = await createSignedInMembers(t.app, 1, 'perime');
    const { id, latest } = await exportFor(member!.cookie);
    const file = path.join(t.dataDir, 'exports', `${id}.zip`);
    expect(fs.existsSync(file)).toBe(true);
    const afterTtl = new Date(Date.now() + (DATA_EXPORT_TTL_DAYS + 1) * 24 * 60 * 60 * 1000);
    expect((await t.app.services.retention.purge(afterTtl)).expiredExports).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(file)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: latest!.downloadUrl!, headers: { cookie: member!.cookie } })).statusCode).toBe(404);
  });

  it('deletes an account: password required, sessions and sockets closed, content reads Utilisateur supprimé, signing in cancels', async () => {
    const [member, reader] = await createSignedInMembers(t.app, 2, 'partant');
    const { post, topic } = await seedEverything(t.app, member!.id, reader!.id, 'PARTANT', channelId);
    const [before] = await t.app.db.select().from(s.profiles).where(eq(s.profiles.userId, member!.id));

    const wrong = await t.app.inject({ method: 'POST', url: '/api/account/deletion', headers: { cookie: member!.cookie, ...JSON_HEADERS }, payload: { password: 'pas-le-bon' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ code: 'account.password_invalid' });

    const socket = await openSocket(baseUrl, { cookie: member!.cookie });
    const closed = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
    const deleted = await t.app.inject({ method: 'POST', url: '/api/account/deletion', headers: { cookie: member!.cookie, ...JSON_HEADERS }, payload: { password: PASSWORD } });
    expect(deleted.statusCode).toBe(200);
    expect(String(deleted.headers['set-cookie'])).toMatch(/session_token=;/);
    await closed;
    expect(await t.app.db.select().from(s.session).where(eq(s.session.userId, member!.id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/exports/latest', headers: { cookie: member!.cookie } })).statusCode).toBe(401);

    const readPublicly = async () => {
      const postAuthor = (await t.app.inject({ method: 'GET', url: `/api/posts/${post.id}` })).json<{ post?: { author: { displayName: string } }; author?: { displayName: string } }>();
      const topicBody = (await t.app.inject({ method: 'GET', url: `/api/forum/topics/${topic.id}` })).json<{ topic: { author: { displayName: string } | null } }>();
      const chat = (await t.app.inject({ method: 'GET', url: `/api/channels/${channelId}/messages` })).json<{
        messages: { pseudonym: string; author: { id: string; displayName: string } | null }[];
      }>();
      const chatMessage = chat.messages.find((row) => row.author?.id === member!.id);
      return {
        post: (postAuthor.post ?? postAuthor).author?.displayName,
        topic: topicBody.topic.author?.displayName,
        chat: chatMessage?.author?.displayName,
        chatName: chatMessage?.pseudonym,
      };
    };
    expect(await readPublicly()).toEqual({ post: DELETED_USER_NAME, topic: DELETED_USER_NAME, chat: DELETED_USER_NAME, chatName: DELETED_USER_NAME });

    // Signing in within the grace period restores the profile.
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: JSON_HEADERS, payload: { email: member!.email, password: PASSWORD }, remoteAddress: '10.99.0.1' });
    expect(signIn.statusCode).toBe(200);
    // The sign-in's own answer already shows the restored profile, not 'Utilisateur supprimé'.
    expect(signIn.json().user).toMatchObject({ id: member!.id, displayName: before!.displayName });
    await t.app.services.events.settled();
    const [after] = await t.app.db.select().from(s.profiles).where(eq(s.profiles.userId, member!.id));
    expect({ displayName: after!.displayName, username: after!.username }).toEqual({ displayName: before!.displayName, username: before!.username });
    expect(await readPublicly()).toEqual({ post: before!.displayName, topic: before!.displayName, chat: before!.displayName, chatName: before!.displayName });
    const [row] = await t.app.db.select().from(s.user).where(eq(s.user.id, member!.id));
    expect(row!.deletionRequestedAt).toBeNull();
    expect(await t.app.db.select().from(s.accountDeletions).where(eq(s.accountDeletions.userId, member!.id))).toEqual([]);
  });

  it('erases the personal data once the grace period ended; public content still reads Utilisateur supprimé', async () => {
    const [member, other] = await createSignedInMembers(t.app, 2, 'efface');
    const { post, topic } = await seedEverything(t.app, member!.id, other!.id, 'EFFACE', channelId);
    const deleted = await t.app.inject({ method: 'POST', url: '/api/account/deletion', headers: { cookie: member!.cookie, ...JSON_HEADERS }, payload: { password: PASSWORD } });
    expect(deleted.statusCode).toBe(200);
    const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect((await t.app.services.retention.purge(later)).erasedAccounts).toBeGreaterThanOrEqual(1);
    expect((await t.app.services.retention.purge(later)).erasedAccounts).toBe(0);

    const [row] = await t.app.db.select().from(s.user).where(eq(s.user.id, member!.id));
    expect(row).toMatchObject({ name: DELETED_USER_NAME, image: null, username: null });
    expect(row!.email).not.toBe(member!.email);
    expect(row!.deletedAt).not.toBeNull();
    expect(await t.app.db.select().from(s.account).where(eq(s.account.userId, member!.id))).toEqual([]);
    expect(await t.app.db.select().from(s.memberBlocks).where(eq(s.memberBlocks.blockerId, member!.id))).toEqual([]);
    expect(await t.app.db.select().from(s.datingPreferences).where(eq(s.datingPreferences.userId, member!.id))).toEqual([]);
    const [report] = await t.app.db.select().from(s.reports).where(eq(s.reports.details, 'EFFACE details'));
    expect(report).toMatchObject({ reporterId: null, reporterName: null });

    const postBody = (await t.app.inject({ method: 'GET', url: `/api/posts/${post.id}` })).json<{ post?: { author: { displayName: string } }; author?: { displayName: string } }>();
    expect((postBody.post ?? postBody).author?.displayName).toBe(DELETED_USER_NAME);
    const topicBody = (await t.app.inject({ method: 'GET', url: `/api/forum/topics/${topic.id}` })).json<{ topic: { author: { displayName: string } | null } }>();
    expect(topicBody.topic.author?.displayName).toBe(DELETED_USER_NAME);
    // The account cannot be signed in to any more.
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: JSON_HEADERS, payload: { email: member!.email, password: PASSWORD }, remoteAddress: '10.99.0.2' });
    expect(signIn.statusCode).not.toBe(200);
  });
});
