import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defaultNotificationPreferences,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationGroup,
  type NotificationPage,
  type NotificationPreferences,
} from '@la-meute/shared';
import { notifications } from '../src/db/schema';
import type { NotifyInput } from '../src/modules/notifications/notifications.service';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** "HH:MM" of `now` shifted by `minutes`, in UTC. */
function clockAt(minutes: number): string {
  const date = new Date(Date.now() + minutes * 60_000);
  return `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
}

// The notifications centre — preferences, collapsed groups, the bell, read state.
describeEachDatabase('notifications centre', (kind) => {
  let t: TestApp;
  let members: Member[];
  const push = vi.fn();
  const mail = vi.fn(async () => undefined);

  beforeAll(async () => {
    t = await createTestApp(kind);
    members = await createSignedInMembers(t.app, 8, 'centre');
    // The service delivers through this object: spies stand in for web push and mail.
    Object.assign(t.app.services.notificationDelivery, { push, mail });
  });
  afterAll(async () => t.close());
  beforeEach(() => {
    push.mockClear();
    mail.mockClear();
  });

  const member = (index: number) => members[index]!;
  const call = (method: Method, url: string, who?: Member, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { ...(payload ? JSON_HEADERS : {}), ...(who ? { cookie: who.cookie } : {}) } });
  const page = async (who: Member, query = '') => {
    const response = await call('GET', `/api/notifications${query}`, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as NotificationPage;
  };
  /** Every group, page after page, following each page's cursor. */
  const allPages = async (who: Member) => {
    const seen: NotificationGroup[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const next: NotificationPage = await page(who, cursor ? `?cursor=${encodeURIComponent(cursor)}` : '');
      seen.push(...next.items);
      cursor = next.nextCursor;
    }
    return seen;
  };
  const unread = async (who: Member) => (await call('GET', '/api/notifications/unread-count', who)).json().unread as number;
  const setPreferences = async (who: Member, change: (preferences: NotificationPreferences) => void) => {
    const preferences = defaultNotificationPreferences();
    change(preferences);
    const response = await call('PUT', '/api/notifications/preferences', who, preferences);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as NotificationPreferences;
  };
  const notify = (input: Partial<NotifyInput> & Pick<NotifyInput, 'userId'>) =>
    t.app.services.notifications.notify({ kind: 'post.liked', data: { postId: 'p' }, groupKey: 'post.liked:p', link: '/post/p', ...input });

  it('is for members only', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read'],
      ['GET', '/api/notifications/preferences'],
      ['PUT', '/api/notifications/preferences'],
    ] as const) {
      expect((await call(method, url, undefined, method === 'GET' ? undefined : {})).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('collapses two likes of one post into one group: its two actors, newest first, and one unread', async () => {
    const [me, marie, paul] = [member(0), member(1), member(2)];
    await notify({ userId: me.id, actorId: paul.id });
    await notify({ userId: me.id, actorId: marie.id });
    const { items } = await page(me);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'post.liked', count: 2, actorCount: 2, readAt: null, link: '/post/p' });
    expect(items[0]!.actors.map((actor) => actor.id)).toEqual([marie.id, paul.id]);
    expect(await unread(me)).toBe(1);
    expect(push).toHaveBeenCalledTimes(2);
    expect(push.mock.calls[0]![1]).toEqual({ delayMs: 0 });
    // Mail is off by default for reactions.
    expect(mail).not.toHaveBeenCalled();
  });

  it('marks everything read, tells the other tabs, and filters the unread', async () => {
    const me = member(0);
    const read: string[] = [];
    const off = t.app.services.events.on('notifications.read', ({ userId }) => void read.push(userId));
    const response = await call('POST', '/api/notifications/read', me, {});
    expect(response.json()).toEqual({ unread: 0 });
    await t.app.services.events.settled();
    off();
    expect(read).toEqual([me.id]);
    expect((await page(me)).items[0]!.readAt).not.toBeNull();
    expect((await page(me, '?unread=true')).items).toEqual([]);
    await notify({ userId: me.id, actorId: member(3).id, groupKey: 'post.liked:other', data: { postId: 'other' } });
    expect((await page(me, '?unread=true')).items.map((item) => item.data.postId)).toEqual(['other']);
    expect(await unread(me)).toBe(1);
  });

  it('pages through groups, each once', async () => {
    const me = member(4);
    for (let index = 0; index < NOTIFICATIONS_PAGE_SIZE + 5; index += 1) {
      await notify({ userId: me.id, actorId: member(5).id, groupKey: `post.liked:${index}`, data: { postId: String(index) } });
    }
    const seen = await allPages(me);
    expect(seen).toHaveLength(NOTIFICATIONS_PAGE_SIZE + 5);
    expect(new Set(seen.map((item) => item.id)).size).toBe(NOTIFICATIONS_PAGE_SIZE + 5);
    expect(seen[0]!.data.postId).toBe(String(NOTIFICATIONS_PAGE_SIZE + 4));
    expect((await call('GET', '/api/notifications?cursor=nimporte-quoi', me)).statusCode).toBe(400);
  });

  it('pages through months of history: one group per post and day, each once, and finds an old unread one', async () => {
    const me = (await createSignedInMembers(t.app, 1, 'history'))[0]!;
    const [marie, paul] = [member(1), member(2)];
    const now = new Date();
    // Noon (UTC) of yesterday and the 99 days before: one Paris day each.
    const day = (back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1 - back, 12));
    const like = (back: number, actorId: string, readAt: Date | null, minutes = 0) => ({
      userId: me.id,
      kind: 'post.liked',
      data: { postId: 'p', back },
      actorId,
      groupKey: 'post.liked:p',
      link: '/post/p',
      readAt,
      createdAt: new Date(day(back).getTime() + minutes * 60_000),
    });
    const unreadDays = new Set([0, 90]);
    // The first page ends on a day whose other group (post q, an hour earlier) opens the second.
    const lastDayOfFirstPage = NOTIFICATIONS_PAGE_SIZE - 1;
    await t.app.db.insert(notifications).values([
      ...Array.from({ length: 100 }, (_, back) => like(back, paul.id, unreadDays.has(back) ? null : now)),
      like(80, marie.id, now, 5),
      { ...like(lastDayOfFirstPage, marie.id, now, -60), groupKey: 'post.liked:q', data: { postId: 'q', back: lastDayOfFirstPage } },
    ]);

    const seen = await allPages(me);
    const label = (item: NotificationGroup) => `${item.data.postId}:${item.data.back}`;
    const days = Array.from({ length: 100 }, (_, back) => `p:${back}`);
    expect(seen.map(label)).toEqual([...days.slice(0, NOTIFICATIONS_PAGE_SIZE), `q:${lastDayOfFirstPage}`, ...days.slice(NOTIFICATIONS_PAGE_SIZE)]);
    const twoLikes = seen.find((item) => label(item) === 'p:80');
    expect(twoLikes).toMatchObject({ count: 2, actorCount: 2 });
    expect(twoLikes!.actors.map((actor) => actor.id)).toEqual([marie.id, paul.id]);
    expect((await page(me, '?unread=true')).items.map(label)).toEqual(['p:0', 'p:90']);
    expect(await unread(me)).toBe(2);
  });

  it('never notifies the actor themself, nor across a block or a mute', async () => {
    const [me, blocked, muted] = [member(6), member(1), member(2)];
    expect(await notify({ userId: me.id, actorId: me.id })).toBeNull();
    expect((await call('PUT', `/api/blocks/${blocked.id}`, me)).statusCode).toBe(200);
    expect((await call('PUT', `/api/mutes/${muted.id}`, me)).statusCode).toBe(200);
    expect(await notify({ userId: me.id, actorId: blocked.id })).toBeNull();
    expect(await notify({ userId: blocked.id, actorId: me.id })).toBeNull();
    expect(await notify({ userId: me.id, actorId: muted.id })).toBeNull();
    expect((await page(me)).items).toEqual([]);
    expect(push).not.toHaveBeenCalled();
  });

  it('applies preferences: in-app off is not listed but still pushed, push off is not pushed, all off stores nothing', async () => {
    const [me, other] = [member(7), member(3)];
    const saved = await setPreferences(me, (preferences) => {
      preferences.channels.reactions = { inApp: false, push: true, mail: true };
      preferences.channels.comments = { inApp: true, push: false, mail: false };
      preferences.channels.connections = { inApp: false, push: false, mail: false };
      // Locked: a statement of reasons always reaches the member.
      preferences.channels.moderation = { inApp: false, push: false, mail: false };
    });
    expect(saved.channels.moderation).toEqual({ inApp: true, push: false, mail: true });
    expect((await call('GET', '/api/notifications/preferences', me)).json()).toEqual(saved);

    expect(await notify({ userId: me.id, actorId: other.id })).not.toBeNull();
    expect(push).toHaveBeenCalledTimes(1);
    expect(mail).toHaveBeenCalledTimes(1);
    expect((await page(me)).items).toEqual([]);
    expect(await unread(me)).toBe(0);

    push.mockClear();
    await notify({ userId: me.id, actorId: other.id, kind: 'post.commented', groupKey: 'post.commented:p' });
    expect(push).not.toHaveBeenCalled();
    expect((await page(me)).items.map((item) => item.kind)).toEqual(['post.commented']);

    expect(await notify({ userId: me.id, actorId: other.id, kind: 'connection.requested', groupKey: null })).toBeNull();
    expect((await page(me)).items).toHaveLength(1);
  });

  it('rejects invalid preferences', async () => {
    const me = member(7);
    const preferences = { ...defaultNotificationPreferences(), quietHours: { start: '25:00', end: '07:00' } };
    expect((await call('PUT', '/api/notifications/preferences', me, preferences)).statusCode).toBe(400);
    const zone = { ...defaultNotificationPreferences(), timeZone: 'Mars/Olympus' };
    expect((await call('PUT', '/api/notifications/preferences', me, zone)).statusCode).toBe(400);
  });

  it('keeps quiet hours: stored and shown, neither pushed nor mailed', async () => {
    const [me, other] = [member(5), member(3)];
    await setPreferences(me, (preferences) => {
      preferences.channels.comments = { inApp: true, push: true, mail: true };
      preferences.timeZone = 'UTC';
      preferences.quietHours = { start: clockAt(-60), end: clockAt(60) };
    });
    await notify({ userId: me.id, actorId: other.id, kind: 'post.commented', groupKey: 'post.commented:quiet' });
    expect(push).not.toHaveBeenCalled();
    expect(mail).not.toHaveBeenCalled();
    expect((await page(me)).items.map((item) => item.kind)).toEqual(['post.commented']);

    await setPreferences(me, (preferences) => {
      preferences.channels.comments = { inApp: true, push: true, mail: true };
      preferences.timeZone = 'UTC';
      preferences.quietHours = { start: clockAt(60), end: clockAt(120) };
    });
    await notify({ userId: me.id, actorId: other.id, kind: 'post.commented', groupKey: 'post.commented:loud' });
    expect(push).toHaveBeenCalledTimes(1);
    expect(mail).toHaveBeenCalledTimes(1);
  });

  it('delays a message push and keeps messages from connections only when asked', async () => {
    const [me, friend, stranger] = [member(1), member(2), member(3)];
    const request = await call('POST', '/api/connections', friend, { connectedUserId: me.id });
    expect(request.statusCode, request.body).toBeLessThan(300);
    const accepted = await call('POST', `/api/connections/${request.json().connection.id}/accept`, me, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    await setPreferences(me, (preferences) => {
      preferences.messagesFrom = 'connections';
    });
    await t.app.services.events.settled();
    push.mockClear();
    const message = { kind: 'message.received' as const, data: { conversationId: 'c' }, groupKey: 'conversation:c', link: '/messages?conversation=c' };
    expect(await notify({ userId: me.id, actorId: stranger.id, ...message })).toBeNull();
    expect(await notify({ userId: me.id, actorId: friend.id, ...message })).not.toBeNull();
    expect(push).toHaveBeenCalledTimes(1);
    expect(push.mock.calls[0]![1]).toEqual({ delayMs: 5000 });
  });
});

describe('the message push delay', () => {
  it('is the one PUSH_MESSAGE_DELAY_MS configures', async () => {
    const t = await createTestApp('pglite', { PUSH_MESSAGE_DELAY_MS: '1234' });
    try {
      const push = vi.fn();
      Object.assign(t.app.services.notificationDelivery, { push, mail: vi.fn(async () => undefined) });
      const [me, sender] = await createSignedInMembers(t.app, 2, 'delai');
      const message = { kind: 'message.received' as const, data: { conversationId: 'c' }, groupKey: 'conversation:c', link: '/messages?conversation=c' };
      expect(await t.app.services.notifications.notify({ userId: me!.id, actorId: sender!.id, ...message })).not.toBeNull();
      expect(push).toHaveBeenCalledTimes(1);
      expect(push.mock.calls[0]![1]).toEqual({ delayMs: 1234 });
    } finally {
      await t.close();
    }
  });
});
