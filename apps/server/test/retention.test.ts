import { RETENTION_DAYS } from '@la-meute/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertVerifiedMember } from '../src/db/insert-verified-member';
import { channels, messages, moderationLogs, session, verification } from '../src/db/schema';
import { purgeExpiredData } from '../src/modules/retention/retention.service';
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

    expect(await purgeExpiredData(db, now)).toEqual({ pseudonymousMessages: 1, sessions: 1, moderationLogs: 1, links: 1 });

    expect((await db.select().from(messages)).map((row) => row.pseudonym).sort()).toEqual(['membre', 'recent-anonyme']);
    expect((await db.select().from(session)).map((row) => row.id)).toEqual(['ended-lately']);
    expect((await db.select().from(moderationLogs)).map((row) => row.content)).toEqual(['y']);
    expect((await db.select().from(verification)).map((row) => row.id)).toEqual(['still-valid']);
    // A second run finds nothing more to delete.
    expect(await purgeExpiredData(db, now)).toEqual({ pseudonymousMessages: 0, sessions: 0, moderationLogs: 0, links: 0 });
  });
});
