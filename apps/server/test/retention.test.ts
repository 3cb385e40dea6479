import { DELETED_USER_NAME, IDEMPOTENCY_KEY_TTL_DAYS, INACTIVITY_DELETION_DAYS, INACTIVITY_WARNING_DAYS, RETENTION_DAYS } from '@la-meute/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertVerifiedMember } from '../src/db/insert-verified-member';
import { account, channels, idempotentWrites, messages, moderationLogs, posts, profiles, session, user, verification } from '../src/db/schema';
import { createRetentionRepository } from '../src/modules/retention/retention.repository';
import { createRetentionService } from '../src/modules/retention/retention.service';
import { describeEachDatabase } from './helpers/databases';
import { createTestApp, type TestApp } from './helpers/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

describeEachDatabase('retention purge (privacy policy § Durées de conservation)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('deletes what is past its period and keeps the rest', async () => {
    const { db } = t.app;
    const memberId = await insertVerifiedMember(db, { email: 'garde@lameute.test', name: 'Garde', passwordHash: 'x' });
    const [channel] = await db.insert(channels).values({ name: 'retenue', description: 'test' }).returning();
    const old = daysAgo(RETENTION_DAYS.pseudonymousChatMessages + 1);
    const recent = daysAgo(RETENTION_DAYS.pseudonymousChatMessages - 1);
    await db.insert(messages).values([
      { channelId: channel!.id, pseudonym: 'ancien-anonyme', content: 'a', createdAt: old },
      { channelId: channel!.id, pseudonym: 'recent-anonyme', content: 'b', createdAt: recent },
      { channelId: channel!.id, pseudonym: 'membre', content: 'c', userId: memberId, createdAt: old },
    ]);
    await db.insert(session).values([
      { id: 'ended-long-ago', token: 't1', userId: memberId, expiresAt: daysAgo(RETENTION_DAYS.connectionLogs + 1), ipAddress: '10.0.0.1' },
      { id: 'ended-lately', token: 't2', userId: memberId, expiresAt: daysAgo(10), ipAddress: '10.0.0.2' },
    ]);
    await db.insert(moderationLogs).values([
      { contentType: 'chat', content: 'x', reasons: ['insult'], source: 'local', createdAt: daysAgo(RETENTION_DAYS.moderationDecisions + 1) },
      { contentType: 'chat', content: 'y', reasons: ['insult'], source: 'local', createdAt: daysAgo(1) },
    ]);
    await db.insert(verification).values([
      { id: 'used-up', identifier: 'reset', value: 'v1', expiresAt: new Date(now.getTime() - 1000) },
      { id: 'still-valid', identifier: 'reset', value: 'v2', expiresAt: new Date(now.getTime() + 1000) },
    ]);
    await db.insert(idempotentWrites).values([
      { userId: memberId, key: 'cle-d-une-semaine-passee', fingerprint: 'f', status: 201, body: '{}', createdAt: daysAgo(IDEMPOTENCY_KEY_TTL_DAYS + 1) },
      { userId: memberId, key: 'cle-d-hier-encore-gardee', fingerprint: 'f', status: 201, body: '{}', createdAt: daysAgo(1) },
    ]);

    expect(await createRetentionService({ retention: createRetentionRepository(db) }).purge(now)).toEqual({ pseudonymousMessages: 1, sessions: 1, moderationLogs: 1, links: 1, writeKeys: 1, erasedAccounts: 0, inactivityWarnings: 0, expiredExports: 0 });

    expect((await db.select().from(messages)).map((row) => row.pseudonym).sort()).toEqual(['membre', 'recent-anonyme']);
    expect((await db.select().from(session)).map((row) => row.id)).toEqual(['ended-lately']);
    expect((await db.select().from(moderationLogs)).map((row) => row.content)).toEqual(['y']);
    expect((await db.select().from(verification)).map((row) => row.id)).toEqual(['still-valid']);
    expect((await db.select().from(idempotentWrites)).map((row) => row.key)).toEqual(['cle-d-hier-encore-gardee']);
    // A second run finds nothing more to delete.
    expect(await createRetentionService({ retention: createRetentionRepository(db) }).purge(now)).toEqual({ pseudonymousMessages: 0, sessions: 0, moderationLogs: 0, links: 0, writeKeys: 0, erasedAccounts: 0, inactivityWarnings: 0, expiredExports: 0 });
  });

  it('warns an inactive member by mail, erases them after the warning period, and a sign-in resets the clock', async () => {
    const { db } = t.app;
    const { retention } = t.app.services;
    const sleeper = await insertVerifiedMember(db, { email: 'dormeur@lameute.test', name: 'Dormeur', passwordHash: 'x' });
    const waker = await insertVerifiedMember(db, { email: 'reveille@lameute.test', name: 'Réveillé', passwordHash: 'x' });
    const active = await insertVerifiedMember(db, { email: 'actif@lameute.test', name: 'Actif', passwordHash: 'x' });
    const [post] = await db.insert(posts).values({ userId: sleeper, content: 'toujours là' }).returning();
    const almostThreeYears = daysAgo(INACTIVITY_DELETION_DAYS - INACTIVITY_WARNING_DAYS + 1);
    await db.update(user).set({ lastActiveAt: almostThreeYears }).where(eq(user.id, sleeper));
    await db.update(user).set({ lastActiveAt: almostThreeYears }).where(eq(user.id, waker));
    await db.update(user).set({ lastActiveAt: daysAgo(10) }).where(eq(user.id, active));

    const first = await retention.purge(now);
    expect(first).toMatchObject({ inactivityWarnings: 2, erasedAccounts: 0 });
    expect(t.mail.lastTo('dormeur@lameute.test')?.raw).toContain('3 ans');
    expect(t.mail.lastTo('actif@lameute.test')).toBeUndefined();
    // Idempotent: the same run again warns nobody twice.
    expect(await retention.purge(now)).toMatchObject({ inactivityWarnings: 0, erasedAccounts: 0 });

    // The waker signs in: last_active_at moves and the warning is void.
    await t.app.services.events.emit('member.signed-in', { userId: waker, at: now.toISOString() });
    await t.app.services.events.settled();
    const [woken] = await db.select().from(user).where(eq(user.id, waker));
    expect(woken).toMatchObject({ lastActiveAt: now, inactivityWarnedAt: null });

    // The warning period passes: the sleeper is erased, once; the others stay.
    const later = new Date(now.getTime() + (INACTIVITY_WARNING_DAYS + 1) * DAY_MS);
    expect(await retention.purge(later)).toMatchObject({ erasedAccounts: 1 });
    expect(await retention.purge(later)).toMatchObject({ erasedAccounts: 0, inactivityWarnings: 0, expiredExports: 0 });
    const [erased] = await db.select().from(user).where(eq(user.id, sleeper));
    expect(erased).toMatchObject({ name: DELETED_USER_NAME, username: null });
    expect(erased!.email).not.toBe('dormeur@lameute.test');
    expect(erased!.deletedAt).toEqual(later);
    expect(await db.select().from(account).where(eq(account.userId, sleeper))).toEqual([]);
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, sleeper));
    expect(profile!.displayName).toBe(DELETED_USER_NAME);
    expect((await db.select().from(posts).where(eq(posts.id, post!.id))).length).toBe(1);
    for (const id of [waker, active]) expect((await db.select().from(user).where(eq(user.id, id)))[0]!.deletedAt).toBeNull();
  });
});
