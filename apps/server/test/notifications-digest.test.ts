import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { defaultNotificationPreferences, type DigestFrequency, type NotificationKind } from '@la-meute/shared';
import { notifications, notificationSettings } from '../src/db/schema';
import { loadConfig } from '../src/config';
import { createJobLocksRepository } from '../src/modules/job-locks/job-locks.repository';
import { createDigestDeliveryRepository } from '../src/modules/notifications/digest-delivery.repository';
import { createDigestService } from '../src/modules/notifications/digest.service';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, TEST_SECRET, type TestApp } from './helpers/test-app';

type Member = { id: string; email: string; cookie: string };
const HOUR_MS = 60 * 60 * 1000;
const UNSUBSCRIBE_URL = '/api/notifications/unsubscribe';

describeEachDatabase('mail digests', (kind) => {
  let t: TestApp;
  let members: Member[];
  const start = new Date();

  beforeAll(async () => {
    t = await createTestApp(kind);
    members = await createSignedInMembers(t.app, 4, 'digest');
  });
  afterAll(async () => t.close());

  const member = (index: number) => members[index]!;
  /** Another instance's digest service on the same database, signing with `secret`. */
  const otherInstance = (secret: string) =>
    createDigestService({
      repository: createDigestDeliveryRepository(t.app.db),
      locks: createJobLocksRepository(t.app.db),
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, APP_URL: 'http://localhost:3000' }),
      mailer: t.app.mailer,
      logger: t.app.log,
      secret,
    });
  const setDigest = (userId: string, digest: DigestFrequency) =>
    t.app.db
      .insert(notificationSettings)
      .values({ userId, channels: defaultNotificationPreferences().channels, digest })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { digest } });
  const notify = async (userId: string, values: { kind?: NotificationKind; readAt?: Date; inApp?: boolean; createdAt?: Date } = {}) => {
    const [row] = await t.app.db
      .insert(notifications)
      .values({ userId, kind: values.kind ?? 'post.liked', data: { name: 'Marie' }, link: '/post/p1', ...values })
      .returning();
    return row!.id;
  };
  const mailsTo = (who: Member) => t.mail.mails.filter((mail) => mail.to.includes(who.email.toLowerCase()));
  const unsubscribeTokenIn = (raw: string) => decodeURIComponent(/\/unsubscribe\?token=([^\s"<>&]+)/.exec(raw)![1]!);
  const digestOf = async (userId: string) =>
    (await t.app.db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)))[0]!;

  it('mails a daily member their unread notifications once, with an unsubscribe link', async () => {
    const [daily, off, weeklyEmpty] = [member(0), member(1), member(2)];
    await setDigest(daily.id, 'daily');
    await setDigest(off.id, 'off');
    await setDigest(weeklyEmpty.id, 'weekly');
    const liked = await notify(daily.id, { kind: 'post.liked' });
    const replied = await notify(daily.id, { kind: 'forum.replied' });
    const read = await notify(daily.id, { readAt: new Date() });
    const hidden = await notify(daily.id, { inApp: false });
    await notify(off.id);

    expect(await t.app.services.digests.sendDue(start)).toBe(1);

    expect(mailsTo(off)).toHaveLength(0);
    expect(mailsTo(weeklyEmpty)).toHaveLength(0);
    const [mail] = mailsTo(daily);
    expect(mailsTo(daily)).toHaveLength(1);
    expect(mail!.raw).toContain('Vous avez 2 notifications non lues');
    expect(mail!.raw).toContain('Marie a aim');
    expect(mail!.raw).toContain('Marie a r');
    expect(mail!.raw).toContain('http://localhost:3000/notifications');
    expect(mail!.raw).toMatch(/List-Unsubscribe:\s+<http:\/\/localhost:3000\/unsubscribe\?token/);
    const token = unsubscribeTokenIn(mail!.raw);
    expect(token).toBe(await t.app.services.digests.unsubscribeToken(daily.id));

    const rows = await t.app.db.select().from(notifications).where(eq(notifications.userId, daily.id));
    const digested = rows.filter((row) => row.digestedAt).map((row) => row.id);
    expect(digested.sort()).toEqual([liked, replied].sort());
    expect(digested).not.toContain(read);
    expect(digested).not.toContain(hidden);
    expect((await digestOf(daily.id)).digestSentAt).not.toBeNull();

    // Later the same day: nothing is due, even with a new notification (it waits for tomorrow's).
    const fresh = await notify(daily.id, { createdAt: new Date(start.getTime() + HOUR_MS) });
    expect(await t.app.services.digests.sendDue(new Date(start.getTime() + 2 * HOUR_MS))).toBe(0);
    expect(mailsTo(daily)).toHaveLength(1);

    // The next day: only what the first digest did not list.
    expect(await t.app.services.digests.sendDue(new Date(start.getTime() + 24 * HOUR_MS))).toBe(1);
    const next = mailsTo(daily)[1]!;
    expect(next.raw).toContain('Vous avez 1 notification non lue');
    expect((await t.app.db.select().from(notifications).where(eq(notifications.id, fresh)))[0]!.digestedAt).not.toBeNull();
  });

  it('sends a digest once across two instances', async () => {
    const both = member(3);
    await setDigest(both.id, 'weekly');
    await notify(both.id);
    // A second instance on the same database: its own lock holder.
    const other = otherInstance(TEST_SECRET);
    const sent = await Promise.all([t.app.services.digests.sendDue(start), other.sendDue(start)]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(mailsTo(both)).toHaveLength(1);
  });

  it('switches the digest off from the mail’s link without a session, and refuses a forged token', async () => {
    const daily = member(0);
    const token = unsubscribeTokenIn(mailsTo(daily)[0]!.raw);

    const forgeries = [
      `${daily.id}.${'A'.repeat(43)}`,
      `${member(1).id}.${token.split('.')[1]}`,
      daily.id,
      await otherInstance('not-the-server-secret').unsubscribeToken(daily.id),
    ];
    for (const forged of forgeries) {
      const response = await t.app.inject({ method: 'POST', url: UNSUBSCRIBE_URL, payload: { token: forged }, headers: JSON_HEADERS });
      expect(response.statusCode, forged).toBe(400);
      expect(response.json().code).toBe('notifications.invalid_unsubscribe_token');
    }
    for (const payload of [{}, { token: '' }, { token: `${token}\u0000` }]) {
      const response = await t.app.inject({ method: 'POST', url: UNSUBSCRIBE_URL, payload, headers: JSON_HEADERS });
      expect(response.statusCode).toBe(400);
    }
    expect((await digestOf(daily.id)).digest).toBe('daily');

    const response = await t.app.inject({ method: 'POST', url: UNSUBSCRIBE_URL, payload: { token }, headers: JSON_HEADERS });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ digest: 'off' });
    expect((await digestOf(daily.id)).digest).toBe('off');

    await notify(daily.id);
    expect(await t.app.services.digests.sendDue(new Date(start.getTime() + 72 * HOUR_MS))).toBe(0);
  });
});
