// Counters kept by triggers: channel message figures and community figures must equal
// counts of their tables after concurrent writes, and the public reads must not touch those tables.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq, inArray, max, sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_LEVEL, RETENTION_DAYS } from '@la-meute/shared';
import type { Database } from '../src/db/client';
import { insertVerifiedMember } from '../src/db/insert-verified-member';
import * as schema from '../src/db/schema';
import { channels, communityCounters, events, forumTopics, messages, posts, profiles, user } from '../src/db/schema';
import { createChannelsRepository } from '../src/modules/channels/channels.repository';
import { createChatRepository } from '../src/modules/chat/chat.repository';
import { createRetentionRepository } from '../src/modules/retention/retention.repository';
import { createRetentionService } from '../src/modules/retention/retention.service';
import { describeEachDatabase, openTestDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');
type RawClient = { query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };
const clientOf = (db: Database) => (db as unknown as { $client: RawClient }).$client;

/** Each channel's kept figures next to count(*) and max(created_at) of its messages, exact to the microsecond. */
async function compareChannels(db: Database) {
  const real = await db
    .select({ channelId: messages.channelId, count: count(), last: sql<string>`max(${messages.createdAt})::text`, lastAt: max(messages.createdAt) })
    .from(messages)
    .groupBy(messages.channelId);
  const kept = await db
    .select({ id: channels.id, count: channels.messageCount, last: sql<string | null>`${channels.lastMessageAt}::text` })
    .from(channels);
  const expected = kept.map(({ id }) => {
    const row = real.find((stats) => stats.channelId === id);
    return { id, count: row?.count ?? 0, last: row?.last ?? null };
  });
  expect(kept).toEqual(expected);
  return new Map(real.map((row) => [row.channelId, row]));
}

async function expectApiChannelsMatch(t: TestApp) {
  const real = await compareChannels(t.app.db);
  const { channels: listed } = (await t.app.inject({ method: 'GET', url: '/api/channels' })).json() as {
    channels: { id: string; messageCount: number; lastMessageAt: string | null }[];
  };
  expect(listed.length).toBeGreaterThan(0);
  for (const channel of listed) {
    const row = real.get(channel.id);
    expect(channel.messageCount).toBe(row?.count ?? 0);
    expect(channel.lastMessageAt).toBe(row?.lastAt ? new Date(row.lastAt).toISOString() : null);
  }
}

async function realCommunityFigures(db: Database) {
  const [[members], [topics], [postRows], [published]] = await Promise.all([
    db.select({ value: count() }).from(profiles),
    db.select({ value: count() }).from(forumTopics),
    db.select({ value: count() }).from(posts),
    db.select({ value: count() }).from(events).where(eq(events.isPublished, true)),
  ]);
  return { members: members!.value, discussions: topics!.value + postRows!.value, events: published!.value };
}

describeEachDatabase('counters kept by triggers', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('keeps each channel message count and last activity under concurrent inserts and deletes', async () => {
    const { db } = t.app;
    const chat = createChatRepository(db);
    const ids = (await db.insert(channels).values(Array.from({ length: 5 }, (_, index) => ({ name: `compteur-${index}` }))).returning()).map((row) => row.id);
    const hourAgo = Date.now() - 3_600_000;
    const send = (channelId: string, content: string) =>
      chat.insertMessage({ channelId, content, pseudonym: 'anonyme', userLevel: DEFAULT_LEVEL, userId: null, mediaUrls: [], replyTo: null });
    // 300 single messages through the chat repository and 20 statements of 10 back-dated rows across channels.
    const batch = (start: number) =>
      db.insert(messages).values(
        Array.from({ length: 10 }, (_, index) => ({ channelId: ids[(start + index) % ids.length]!, pseudonym: 'lot', createdAt: new Date(hourAgo + Math.random() * 3_000_000) })),
      );
    await Promise.all([
      ...Array.from({ length: 300 }, (_, index) => send(ids[index % ids.length]!, `m${index}`)),
      ...Array.from({ length: 20 }, (_, index) => batch(index)),
    ]);
    const [total] = await db.select({ value: count() }).from(messages);
    expect(total!.value).toBe(500);
    await expectApiChannelsMatch(t);

    // Deletes racing with inserts: each channel's two newest, 100 random ones, a bulk delete across
    // channels, a whole channel emptied, and 100 new messages in the other channels meanwhile.
    const all = await db.select({ id: messages.id, channelId: messages.channelId, createdAt: messages.createdAt }).from(messages);
    const newest = ids.flatMap((id) =>
      all
        .filter((row) => row.channelId === id)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, 2),
    );
    const random = all.filter((_, index) => index % 5 === 0);
    await Promise.all([
      ...[...newest, ...random].map((row) => db.delete(messages).where(eq(messages.id, row.id))),
      db.delete(messages).where(sql`${messages.pseudonym} = 'lot' and ${messages.createdAt} < ${new Date(hourAgo + 1_500_000)}`),
      db.delete(messages).where(eq(messages.channelId, ids[4]!)),
      ...Array.from({ length: 100 }, (_, index) => send(ids[index % 4]!, `n${index}`)),
    ]);
    const [left] = await db.select({ value: count() }).from(messages);
    expect(left!.value).toBeLessThan(500);
    expect((await compareChannels(db)).has(ids[4]!)).toBe(false);
    const [emptied] = await db.select().from(channels).where(eq(channels.id, ids[4]!));
    expect(emptied).toMatchObject({ messageCount: 0, lastMessageAt: null });
    await expectApiChannelsMatch(t);

    // A channel's deletion takes its messages with it; the other channels keep their figures.
    await db.delete(channels).where(eq(channels.id, ids[3]!));
    await expectApiChannelsMatch(t);
  });

  // Two open transactions need two sessions, which PGlite (one statement at a time) cannot have.
  if (kind === 'postgres') {
    it('recounts last activity when the newest messages are deleted by transactions waiting on each other', async () => {
      const { db } = t.app;
      const [channel] = await db.insert(channels).values({ name: 'course' }).returning();
      const at = (day: number) => new Date(Date.UTC(2026, 0, day));
      await db.insert(messages).values([1, 3, 2].map((day) => ({ channelId: channel!.id, pseudonym: `jour-${day}`, createdAt: at(day) })));
      const pool = clientOf(db) as unknown as pg.Pool;
      const [first, second] = [await pool.connect(), await pool.connect()];
      try {
        const secondPid = (await second.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
        await first.query('begin');
        await first.query(`delete from messages where pseudonym = 'jour-3'`);
        // The second delete takes its snapshot now, then waits for the channel row.
        const pending = second.query(`delete from messages where pseudonym = 'jour-2'`);
        await expect
          .poll(async () => (await first.query(`select wait_event_type from pg_stat_activity where pid = $1`, [secondPid])).rows[0]?.wait_event_type)
          .toBe('Lock');
        await first.query('commit');
        await pending;
      } finally {
        first.release();
        second.release();
      }
      const [row] = await db.select().from(channels).where(eq(channels.id, channel!.id));
      expect(row).toMatchObject({ messageCount: 1, lastMessageAt: at(1) });
      await expectApiChannelsMatch(t);
    });
  }

  it('follows the retention purge when it removes a channel newest messages', async () => {
    const { db } = t.app;
    const now = new Date();
    const old = (days: number) => new Date(now.getTime() - (RETENTION_DAYS.pseudonymousChatMessages + days) * 86_400_000);
    const memberId = await insertVerifiedMember(db, { email: 'archiviste@lameute.test', name: 'Archiviste', passwordHash: 'x' });
    const [channel] = await db.insert(channels).values({ name: 'archives' }).returning();
    await db.insert(messages).values([
      { channelId: channel!.id, pseudonym: 'membre', userId: memberId, createdAt: old(5) },
      { channelId: channel!.id, pseudonym: 'anonyme', createdAt: old(2) },
      { channelId: channel!.id, pseudonym: 'anonyme', createdAt: old(1) },
    ]);
    await createRetentionService({ retention: createRetentionRepository(db) }).purge(now);
    const [row] = await db.select().from(channels).where(eq(channels.id, channel!.id));
    expect(row).toMatchObject({ messageCount: 1, lastMessageAt: old(5) });
    await expectApiChannelsMatch(t);
  });

  it('keeps the community figures equal to the real counts under concurrent writes', async () => {
    const { db } = t.app;
    const authors = await createSignedInMembers(t.app, 10, 'compteur');
    const call = (method: 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { ...(payload ? JSON_HEADERS : {}), cookie } });

    // Sign-ups (the profile comes from the trigger on user), posts through the API, topics, events.
    const created = await Promise.all(
      Array.from({ length: 200 }, (_, index) => call('POST', '/api/posts', authors[index % 10]!.cookie, { content: `Publication ${index}` })),
    );
    expect(created.every((response) => response.statusCode === 201)).toBe(true);
    const newMembers = await Promise.all(
      Array.from({ length: 60 }, (_, index) => insertVerifiedMember(db, { email: `inscrit${index}@lameute.test`, name: `Inscrit ${index}`, passwordHash: 'x' })),
    );
    const eventIds = (
      await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          db.insert(events).values({ title: `Évènement ${index}`, eventDate: new Date(Date.now() + 86_400_000), isPublished: index % 2 === 0 }).returning({ id: events.id }),
        ),
      )
    ).flat().map((row) => row.id);
    await Promise.all(Array.from({ length: 30 }, (_, index) => db.insert(forumTopics).values({ title: `Sujet ${index}`, content: 'x', category: 'general' })));
    expect(await t.app.inject({ method: 'GET', url: '/api/community/stats' }).then((response) => response.json())).toEqual(await realCommunityFigures(db));

    // Deletes, publications and more inserts at once: 80 posts removed through the API, 100 new
    // ones, members leaving (their profile and posts go by cascade), events toggled and deleted.
    const postIds = created.map((response) => response.json() as { id: string; userId: string });
    const cookieOf = new Map(authors.map((author) => [author.id, author.cookie]));
    // The last author leaves meanwhile: deleting their posts races with the cascade.
    const [deleted, added] = await Promise.all([
      Promise.all(postIds.slice(0, 80).map((post) => call('DELETE', `/api/posts/${post.id}`, cookieOf.get(post.userId)!))),
      Promise.all(Array.from({ length: 100 }, (_, index) => call('POST', '/api/posts', authors[index % 9]!.cookie, { content: `Encore ${index}` }))),
      db.delete(user).where(eq(user.id, authors[9]!.id)),
      ...newMembers.slice(0, 15).map((id) => db.delete(user).where(eq(user.id, id))),
      ...eventIds.slice(0, 20).map((id, index) => db.update(events).set({ isPublished: index % 4 < 3 }).where(eq(events.id, id))),
      db.update(events).set({ isPublished: sql`not ${events.isPublished}` }).where(inArray(events.id, eventIds.slice(20, 30))),
      db.delete(events).where(inArray(events.id, eventIds.slice(30, 36))),
      db.delete(forumTopics).where(sql`${forumTopics.title} like 'Sujet 1%'`),
      ...Array.from({ length: 20 }, (_, index) => insertVerifiedMember(db, { email: `tardif${index}@lameute.test`, name: `Tardif ${index}`, passwordHash: 'x' })),
    ]);
    expect(added.every((response) => response.statusCode === 201)).toBe(true);
    const ownDeletes = deleted.filter((_, index) => postIds[index]!.userId !== authors[9]!.id);
    expect(ownDeletes.length).toBeGreaterThan(60);
    expect(ownDeletes.every((response) => response.statusCode === 200)).toBe(true);

    const real = await realCommunityFigures(db);
    expect(real.members).toBeGreaterThan(60);
    expect(await t.app.inject({ method: 'GET', url: '/api/community/stats' }).then((response) => response.json())).toEqual(real);
    // The feed sidebar's member figure reads the same counter (signed in: not micro-cached).
    const feedStats = await t.app.inject({ method: 'GET', url: '/api/posts/stats', headers: { cookie: authors[0]!.cookie } });
    expect(feedStats.json().members).toBe(real.members);
  });

  it('lists channels without touching the messages table', async () => {
    const captured: { query: string; params: unknown[] }[] = [];
    const logger = { logQuery: (query: string, params: unknown[]) => captured.push({ query, params }) };
    const client = clientOf(t.app.db);
    const logged =
      kind === 'pglite'
        ? drizzlePglite(client as unknown as PGlite, { schema, logger })
        : drizzlePg(client as unknown as pg.Pool, { schema, logger });
    await createChannelsRepository(logged as unknown as Database).listChannels();
    expect(captured).toHaveLength(1);
    const { query, params } = captured[0]!;
    expect(query).toContain('"channels"');
    expect(query).not.toMatch(/messages/i);
    const plan = (await client.query(`explain ${query}`, params)).rows.map((row) => Object.values(row).join(' ')).join('\n');
    expect(plan).toMatch(/channels/);
    expect(plan).not.toMatch(/messages/);
  });
});

describeEachDatabase('counters migration', (kind) => {
  it('backfills the counters of a database that had data before it', async () => {
    const handle = await openTestDatabase(kind, { unmigrated: true });
    try {
      // The migrations before 0005 only, then data written as the app did then.
      const before = fs.mkdtempSync(path.join(os.tmpdir(), 'lameute-migrations-'));
      fs.mkdirSync(path.join(before, 'meta'));
      const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
      const index = journal.entries.findIndex((entry) => entry.tag.startsWith('0005_'));
      expect(index).toBeGreaterThan(0);
      journal.entries = journal.entries.slice(0, index);
      fs.writeFileSync(path.join(before, 'meta/_journal.json'), JSON.stringify(journal));
      for (const entry of journal.entries) fs.copyFileSync(path.join(MIGRATIONS, `${entry.tag}.sql`), path.join(before, `${entry.tag}.sql`));
      if (kind === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase<typeof schema>, { migrationsFolder: before });
      else await migratePg(handle.db as unknown as NodePgDatabase<typeof schema>, { migrationsFolder: before });
      fs.rmSync(before, { recursive: true, force: true });

      const client = clientOf(handle.db);
      await client.query(`insert into "user" (id, name, email) select 'u' || n, 'Membre ' || n, 'm' || n || '@lameute.test' from generate_series(1, 7) n`);
      await client.query(`insert into channels (name) values ('a'), ('b'), ('vide')`);
      await client.query(
        `insert into messages (channel_id, pseudonym, created_at)
         select c.id, 'p', now() - n * interval '1 minute' from channels c, generate_series(1, 9) n where c.name = 'a'
         union all select c.id, 'p', now() - interval '3 days' from channels c where c.name = 'b'`,
      );
      await client.query(`insert into posts (user_id, content) select 'u' || (n % 7 + 1), 'p' || n from generate_series(1, 12) n`);
      await client.query(`insert into forum_topics (title, content, category) select 't' || n, 'c', 'general' from generate_series(1, 4) n`);
      await client.query(`insert into events (title, event_date, is_published) select 'e' || n, now(), n % 3 = 0 from generate_series(1, 10) n`);

      await handle.migrate();
      await compareChannels(handle.db);
      const kept = await handle.db.select().from(channels);
      expect(kept.map((row) => [row.name, row.messageCount]).sort()).toEqual([['a', 9], ['b', 1], ['vide', 0]]);
      expect(Object.fromEntries((await handle.db.select().from(communityCounters)).map((row) => [row.name, row.value]))).toEqual({
        members: 7,
        forum_topics: 4,
        posts: 12,
        published_events: 3,
        // Topics per category (migration 0018).
        'forum_topics:general': 4,
      });

      // A message moved to another channel or re-dated, then whole tables truncated.
      await client.query(`update messages set channel_id = (select id from channels where name = 'vide') where created_at = (select max(created_at) from messages)`);
      await client.query(`update messages set created_at = now() + interval '1 day' where channel_id = (select id from channels where name = 'b')`);
      await compareChannels(handle.db);
      expect((await handle.db.select().from(channels)).map((row) => [row.name, row.messageCount]).sort()).toEqual([['a', 8], ['b', 1], ['vide', 1]]);
      await client.query('truncate messages, posts cascade');
      await compareChannels(handle.db);
      expect((await handle.db.select().from(channels)).every((row) => row.messageCount === 0 && row.lastMessageAt === null)).toBe(true);
      const [postsCounter] = await handle.db.select().from(communityCounters).where(eq(communityCounters.name, 'posts'));
      expect(postsCounter!.value).toBe(0);
    } finally {
      await handle.drop();
    }
    // A second PGlite and two migration runs: slower than the default 30 s on a busy machine.
  }, 120_000);
});
