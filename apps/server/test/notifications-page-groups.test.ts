import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, inArray, or } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_TIME_ZONE,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationGroup,
  type NotificationKind,
  type NotificationPage,
} from '@la-meute/shared';
import { memberBlocks, notifications, profiles, user } from '../src/db/schema';
import { toIso } from '../src/lib/dates';
import { encodeCursor } from '../src/lib/page-cursor';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string };
type StoredRow = typeof notifications.$inferSelect;

const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_NOTIFICATION_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const newestFirst = (a: StoredRow, b: StoredRow) => b.createdAt.getTime() - a.createdAt.getTime() || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);

/**
 * The centre's groups as the mapping code wrote them before PostgreSQL did (ADR 030), worked out
 * here from the stored rows: the member's in-app rows without those of an actor blocked either way,
 * collapsed by group key (else the row's own id) and Paris day; the newest row's id, kind, data and
 * link; the two actors of the latest rows who still have a profile; read only when every row is,
 * at the latest read; newest group first. Fields in the contract's order.
 */
async function expectedGroups(t: TestApp, memberId: string, unreadOnly: boolean): Promise<NotificationGroup[]> {
  const blocks = await t.app.db.select().from(memberBlocks).where(or(eq(memberBlocks.blockerId, memberId), eq(memberBlocks.blockedId, memberId)));
  const hidden = new Set(blocks.map((block) => (block.blockerId === memberId ? block.blockedId : block.blockerId)));
  const rows = (await t.app.db.select().from(notifications).where(eq(notifications.userId, memberId))).filter(
    (row) => row.inApp && (row.actorId === null || !hidden.has(row.actorId)),
  );
  const actorIds = [...new Set(rows.flatMap((row) => (row.actorId ? [row.actorId] : [])))];
  const people = actorIds.length
    ? await t.app.db
        .select({ id: profiles.userId, username: profiles.username, displayName: profiles.displayName, avatarUrl: profiles.avatarUrl })
        .from(profiles)
        .where(inArray(profiles.userId, actorIds))
    : [];
  const byId = new Map(people.map((person) => [person.id, person]));

  const groups = new Map<string, StoredRow[]>();
  for (const row of rows) {
    const key = `${row.groupKey ?? row.id}\n${parisDay.format(row.createdAt)}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const all = [...groups.values()].map((members) => {
    const sorted = [...members].sort(newestFirst);
    const newest = sorted[0]!;
    const latestByActor = new Map<string, number>();
    for (const row of sorted) if (row.actorId && !latestByActor.has(row.actorId)) latestByActor.set(row.actorId, row.createdAt.getTime());
    const unread = members.some((row) => row.readAt === null);
    const lastRead = Math.max(...members.map((row) => row.readAt?.getTime() ?? 0));
    const group: NotificationGroup = {
      id: newest.id,
      kind: newest.kind as NotificationKind,
      data: newest.data as NotificationGroup['data'],
      link: newest.link,
      actors: [...latestByActor.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 2)
        .flatMap(([id]) => (byId.has(id) ? [byId.get(id)!] : [])),
      actorCount: latestByActor.size,
      count: members.length,
      readAt: unread ? null : toIso(new Date(lastRead)),
      createdAt: toIso(newest.createdAt),
    };
    return { group, unread, newest };
  });
  return all
    .filter((entry) => !unreadOnly || entry.unread)
    .sort((a, b) => newestFirst(a.newest, b.newest))
    .map((entry) => entry.group);
}

// The centre's page, held to the rules worked out again from the stored rows: grouping, blocks either
// way, read state, windows and paging, same values in the same order.
describeEachDatabase('notifications page groups', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  /** Every page the member reads, following the cursors, each held to the expected groups. */
  async function expectPages(who: Member, unreadOnly: boolean) {
    const expected = await expectedGroups(t, who.id, unreadOnly);
    let cursor: string | null = null;
    let offset = 0;
    do {
      const query = [unreadOnly ? 'unread=true' : '', cursor ? `cursor=${encodeURIComponent(cursor)}` : ''].filter(Boolean).join('&');
      const response = await t.app.inject({ method: 'GET', url: `/api/notifications${query ? `?${query}` : ''}`, headers: { cookie: who.cookie } });
      expect(response.statusCode, response.body).toBe(200);
      const items = expected.slice(offset, offset + NOTIFICATIONS_PAGE_SIZE);
      const last = items.at(-1);
      const more = expected.length > offset + NOTIFICATIONS_PAGE_SIZE;
      const page: NotificationPage = { items, nextCursor: more && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null };
      const answer = response.json() as NotificationPage;
      expect(answer).toEqual(page);
      // The same fields in the same order.
      expect(JSON.stringify(answer)).toBe(JSON.stringify(page));
      cursor = answer.nextCursor;
      offset += NOTIFICATIONS_PAGE_SIZE;
    } while (cursor !== null);
    return expected;
  }

  it('equals the groups worked out from the stored rows, page after page', async () => {
    const people = await createSignedInMembers(t.app, 8, 'groupes');
    const me = people[0]!;
    const [, marie, paul, lea, blocked, blocker, gone, other] = people.map((person) => person.id);
    const escapes = 'Il a dit "bonjour" \\ à la meute 🐺\nligne 2\r\n\tfin \u2028 </script> \\" \u0001';
    await t.app.db.update(profiles).set({ displayName: 'Marie "la louve" \\ 🐺\nLyon', avatarUrl: '/media/marie/a.jpg' }).where(eq(profiles.userId, marie!));
    // A block either way: the member blocked one, another blocked the member.
    await t.app.db.insert(memberBlocks).values([
      { blockerId: me.id, blockedId: blocked! },
      { blockerId: blocker!, blockedId: me.id },
    ]);

    const now = new Date();
    // A UTC time `back` days before yesterday, `minutes` after noon.
    const at = (back: number, minutes = 0) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1 - back, 12) + minutes * 60_000);
    const readAt = (back: number, minutes = 0) => new Date(at(back, minutes).getTime() + 3_600_000);
    type Row = typeof notifications.$inferInsert;
    const row = (fields: Partial<Row> & Pick<Row, 'createdAt'>): Row => ({
      userId: me.id,
      kind: 'post.liked',
      data: { postId: 'p' },
      actorId: null,
      groupKey: null,
      link: null,
      readAt: null,
      ...fields,
    });
    const likes = { kind: 'post.liked', groupKey: 'post.liked:p', link: '/post/p', data: { postId: 'p', excerpt: escapes } };
    await t.app.db.insert(notifications).values([
      // Several likes in one group: three actors (Marie twice), the latest two listed. The blocked
      // pair's rows, amid them and the newest, count for nothing. Partly read: unread.
      row({ ...likes, actorId: marie, createdAt: at(0, 0), readAt: readAt(0) }),
      row({ ...likes, actorId: paul, createdAt: at(0, 1), readAt: readAt(0) }),
      row({ ...likes, actorId: lea, createdAt: at(0, 2), readAt: readAt(0) }),
      row({ ...likes, actorId: blocked, createdAt: at(0, 3), data: { postId: 'p', excerpt: 'bloqué' } }),
      row({ ...likes, actorId: blocker, createdAt: at(0, 3.5), data: { postId: 'p', excerpt: 'bloqueur' } }),
      row({ ...likes, actorId: marie, createdAt: at(0, 4), data: { postId: 'p', excerpt: 'le dernier visible', 'clé "bizarre"\n': 1.5 } }),
      row({ ...likes, actorId: blocked, createdAt: at(0, 6), data: { postId: 'p', excerpt: 'bloqué, le plus récent' } }),
      // Read throughout: read at the latest read.
      row({ kind: 'post.commented', groupKey: 'post.commented:p', actorId: lea, createdAt: at(0, 10), readAt: readAt(0, 30), data: { postId: 'p', n: 1, ok: true, rien: null } }),
      row({ kind: 'post.commented', groupKey: 'post.commented:p', actorId: paul, createdAt: at(0, 11), readAt: readAt(0, 20), data: { postId: 'p', n: 2, ok: false, rien: null } }),
      // The system: no actor, no group key, no link.
      row({ kind: 'moderation.decision', createdAt: at(0, 20), data: { decision: escapes, emoji: '🐺🌕', empty: '' } }),
      // The system and a member in one group: one actor.
      row({ kind: 'event.updated', groupKey: 'event.updated:e', createdAt: at(0, 30), data: { eventId: 'e' } }),
      row({ kind: 'event.updated', groupKey: 'event.updated:e', actorId: paul, createdAt: at(0, 31), data: { eventId: 'e' }, link: '/events/e' }),
      // One key on either side of midnight in Paris (22:30 and 00:30 there in winter, 23:30 and 01:30 in summer): two groups.
      row({ kind: 'forum.replied', groupKey: 'forum.replied:t', actorId: marie, createdAt: at(3, 9 * 60 + 30), link: '/forum/t' }),
      row({ kind: 'forum.replied', groupKey: 'forum.replied:t', actorId: paul, createdAt: at(3, 11 * 60 + 30), link: '/forum/t' }),
      // Only the blocked pair's rows: no group at all.
      row({ ...likes, groupKey: 'post.liked:q', actorId: blocked, createdAt: at(1, 5) }),
      row({ ...likes, groupKey: 'post.liked:r', actorId: blocker, createdAt: at(1, 6) }),
      // An actor whose account is deleted below (the row stays, its actor gone).
      row({ kind: 'connection.requested', actorId: gone, createdAt: at(2), link: '/connections' }),
      // Switched off in the app: not listed.
      row({ ...likes, actorId: paul, createdAt: at(0, 40), inApp: false }),
      // Another member's row of the same key: not theirs to see.
      row({ ...likes, userId: other!, actorId: paul, createdAt: at(0, 41) }),
      // Every kind, over months (past the centre's week and two-month windows), read and unread.
      ...NOTIFICATION_KINDS.map((notificationKind, index) =>
        row({
          kind: notificationKind,
          groupKey: `${notificationKind}:${index}`,
          actorId: index % 3 === 0 ? null : [marie, paul, lea][index % 3]!,
          data: { index, label: `n°${index} "${notificationKind}"` },
          link: index % 2 ? `/x/${index}` : null,
          createdAt: at(index * 5, index),
          readAt: index % 4 === 0 ? null : readAt(index * 5, index),
        }),
      ),
    ]);
    await t.app.db.delete(user).where(eq(user.id, gone!));

    const all = await expectPages(me, false);
    expect(all.length).toBeGreaterThan(NOTIFICATIONS_PAGE_SIZE);
    const unread = await expectPages(me, true);
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.length).toBeLessThan(all.length);

    // What the page must show, read straight: the likes' group and the system's.
    const liked = all.find((group) => group.kind === 'post.liked' && group.data.postId === 'p' && group.count > 1);
    expect(liked).toMatchObject({ count: 4, actorCount: 3, readAt: null, data: { excerpt: 'le dernier visible' } });
    expect(liked!.actors.map((actor) => actor.id)).toEqual([marie, lea]);
    expect(all.find((group) => group.kind === 'moderation.decision' && group.data.decision === escapes)).toMatchObject({ actors: [], actorCount: 0, link: null });
    expect(all.filter((group) => group.kind === 'forum.replied' && group.link === '/forum/t')).toHaveLength(2);
    expect(all.find((group) => group.kind === 'connection.requested' && group.link === '/connections')).toMatchObject({ actors: [], actorCount: 0 });
  });

  it('holds for the actors themselves and a member with nothing', async () => {
    const [lonely] = await createSignedInMembers(t.app, 1, 'vide');
    expect(await expectPages(lonely!, false)).toEqual([]);
    expect(await expectPages(lonely!, true)).toEqual([]);
  });
});
