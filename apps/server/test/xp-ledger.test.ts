import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parisDay, type DomainEventName, type DomainEventPayload, type XpAction } from '@la-meute/shared';
import { events, userLevels, xpLedger } from '../src/db/schema';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string };
const at = () => new Date().toISOString();
const HOUR = 3_600_000;

describeEachDatabase('XP ledger: credited once, reversed once', (kind) => {
  let t: TestApp;
  let alice: Member, bruno: Member, chloe: Member;

  const xpOf = async (member: Member) => {
    const [row] = await t.app.db.select({ xp: userLevels.xp, level: userLevels.level }).from(userLevels).where(eq(userLevels.userId, member.id));
    return row!;
  };
  const entriesOf = (member: Member, action: XpAction, sourceId: string) =>
    t.app.db
      .select({ amount: xpLedger.amount, entryKey: xpLedger.entryKey })
      .from(xpLedger)
      .where(and(eq(xpLedger.userId, member.id), eq(xpLedger.action, action), eq(xpLedger.sourceId, sourceId)))
      .orderBy(xpLedger.entryKey);
  /** Every handler started so far (and what they emitted in turn) has finished. */
  const settle = async () => {
    await t.app.services.events.settled();
  };
  /** The same domain event, `times` times at once, as a retrying or racing emitter would. */
  const emitTimes = async <N extends DomainEventName>(name: N, payload: DomainEventPayload<N>, times = 5) => {
    for (let index = 0; index < times; index += 1) t.app.services.events.emit(name, payload);
    await settle();
  };
  const expectXp = (member: Member, xp: number) => expect.poll(async () => (await xpOf(member)).xp, { timeout: 5000 }).toBe(xp);

  beforeAll(async () => {
    t = await createTestApp(kind);
    const members = await createSignedInMembers(t.app, 3, 'xp');
    [alice, bruno, chloe] = [members[0]!, members[1]!, members[2]!];
    await settle();
  });
  afterAll(async () => t.close());

  it('credits the daily login once per Paris day, on sign-in and on signed-in requests', async () => {
    // The sign-in credited today's login; requests of the same day add nothing.
    await expectXp(alice, 5);
    for (let index = 0; index < 3; index += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/api/gamification/me', headers: { cookie: alice.cookie } });
      expect(response.statusCode).toBe(200);
    }
    await settle();
    expect(await entriesOf(alice, 'dailyLogin', parisDay(new Date()))).toHaveLength(1);
    expect((await xpOf(alice)).xp).toBe(5);

    // 23:30 UTC on 14 January is 15 January in Paris: the same day as 10:00 UTC on the 15th.
    const gamification = t.app.services.gamification;
    await Promise.all([gamification.recordDailyLogin(bruno.id, new Date('2026-01-14T23:30:00Z')), gamification.recordDailyLogin(bruno.id, new Date('2026-01-14T23:30:00Z'))]);
    await gamification.recordDailyLogin(bruno.id, new Date('2026-01-15T10:00:00Z'));
    await gamification.recordDailyLogin(bruno.id, new Date('2026-01-15T22:59:00Z'));
    expect(await entriesOf(bruno, 'dailyLogin', '2026-01-15')).toEqual([{ amount: 5, entryKey: 'dailyLogin:2026-01-15:0' }]);
    // 23:00 UTC on the 15th is the 16th in Paris: a new day.
    await gamification.recordDailyLogin(bruno.id, new Date('2026-01-15T23:00:00Z'));
    expect(await entriesOf(bruno, 'dailyLogin', '2026-01-16')).toHaveLength(1);
    expect((await xpOf(bruno)).xp).toBe(15);
  });

  it('credits a forum reply once however often the event comes, reverses it once, and credits it again', async () => {
    const before = (await xpOf(alice)).xp;
    const reply = { replyId: crypto.randomUUID(), topicId: crypto.randomUUID(), topicAuthorId: bruno.id, authorId: alice.id, at: at() };
    await emitTimes('forum.reply.created', reply);
    await expectXp(alice, before + 10);
    expect(await entriesOf(alice, 'forumParticipation', reply.replyId)).toEqual([{ amount: 10, entryKey: `forumParticipation:${reply.replyId}:0` }]);

    const deleted = { replyId: reply.replyId, topicId: reply.topicId, authorId: alice.id, at: at() };
    await emitTimes('forum.reply.deleted', deleted);
    await expectXp(alice, before);
    expect((await entriesOf(alice, 'forumParticipation', reply.replyId)).map((entry) => entry.amount)).toEqual([10, -10]);

    // Undone, then done again (a restored reply): credited again, once.
    await emitTimes('forum.reply.created', reply);
    await expectXp(alice, before + 10);
    expect(await entriesOf(alice, 'forumParticipation', reply.replyId)).toEqual([
      { amount: 10, entryKey: `forumParticipation:${reply.replyId}:0` },
      { amount: -10, entryKey: `forumParticipation:${reply.replyId}:1` },
      { amount: 10, entryKey: `forumParticipation:${reply.replyId}:2` },
    ]);
  });

  it('credits a topic 25 and reverses it when deleted; a pseudonym earns nothing', async () => {
    const before = (await xpOf(bruno)).xp;
    const topicId = crypto.randomUUID();
    await emitTimes('forum.topic.created', { topicId, authorId: bruno.id, at: at() });
    await expectXp(bruno, before + 25);
    await emitTimes('forum.topic.deleted', { topicId, authorId: bruno.id, at: at() });
    await expectXp(bruno, before);
    expect((await entriesOf(bruno, 'topicCreation', topicId)).map((entry) => entry.amount)).toEqual([25, -25]);

    const anonymousTopic = crypto.randomUUID();
    await emitTimes('forum.topic.created', { topicId: anonymousTopic, authorId: null, at: at() });
    const anonymousEntries = await t.app.db.select().from(xpLedger).where(eq(xpLedger.sourceId, anonymousTopic));
    expect(anonymousEntries).toHaveLength(0);
  });

  it('credits a helpful reply 15 to its author, takes it back with the mark, and never for a member helping themself', async () => {
    const before = (await xpOf(chloe)).xp;
    const mark = { replyId: crypto.randomUUID(), topicId: crypto.randomUUID(), topicAuthorId: bruno.id, replyAuthorId: chloe.id };
    await emitTimes('forum.reply.marked-helpful', { ...mark, helpful: true, at: at() });
    await expectXp(chloe, before + 15);
    await emitTimes('forum.reply.marked-helpful', { ...mark, helpful: false, at: at() });
    await expectXp(chloe, before);
    await emitTimes('forum.reply.marked-helpful', { ...mark, helpful: true, at: at() });
    await expectXp(chloe, before + 15);
    expect((await entriesOf(chloe, 'helpingMember', mark.replyId)).map((entry) => entry.amount)).toEqual([15, -15, 15]);

    const own = { replyId: crypto.randomUUID(), topicId: crypto.randomUUID(), topicAuthorId: chloe.id, replyAuthorId: chloe.id, helpful: true };
    await emitTimes('forum.reply.marked-helpful', { ...own, at: at() });
    expect(await entriesOf(chloe, 'helpingMember', own.replyId)).toHaveLength(0);
  });

  it('credits an event registration 50, reverses it on cancelling, and the organiser cancelling reverses it too', async () => {
    const before = (await xpOf(alice)).xp;
    const eventId = crypto.randomUUID();
    await emitTimes('event.registered', { eventId, userId: alice.id, at: at() });
    await expectXp(alice, before + 50);
    await emitTimes('event.unregistered', { eventId, userId: alice.id, at: at() });
    await expectXp(alice, before);
    await emitTimes('event.registered', { eventId, userId: alice.id, at: at() });
    await expectXp(alice, before + 50);
    await emitTimes('event.cancelled', { eventId, organizerId: bruno.id, participantIds: [alice.id], at: at() });
    await expectXp(alice, before);
    expect((await entriesOf(alice, 'eventParticipation', eventId)).map((entry) => entry.amount)).toEqual([50, -50, 50, -50]);
  });

  it('credits organisers 100 once for published events that took place, never for cancelled, unpublished or future ones', async () => {
    const before = (await xpOf(chloe)).xp;
    const past = new Date(Date.now() - 2 * HOUR);
    const rows = await t.app.db
      .insert(events)
      .values([
        { title: 'A eu lieu', eventDate: past, organizerId: chloe.id, isPublished: true },
        { title: 'Annulé', eventDate: past, organizerId: chloe.id, isPublished: true, cancelledAt: new Date(Date.now() - 3 * HOUR) },
        { title: 'Brouillon', eventDate: past, organizerId: chloe.id, isPublished: false },
        { title: 'À venir', eventDate: new Date(Date.now() + 24 * HOUR), organizerId: chloe.id, isPublished: true },
      ])
      .returning({ id: events.id });
    const sweeps = await Promise.all([t.app.services.gamification.sweepOrganisations(), t.app.services.gamification.sweepOrganisations()]);
    expect(sweeps.some((found) => found >= 1)).toBe(true);
    await t.app.services.gamification.sweepOrganisations();
    await expectXp(chloe, before + 100);
    expect(await entriesOf(chloe, 'eventOrganisation', rows[0]!.id)).toHaveLength(1);
    for (const row of rows.slice(1)) expect(await entriesOf(chloe, 'eventOrganisation', row.id)).toHaveLength(0);
  });

  it('keeps user_levels.level in step with the total and never goes below zero', async () => {
    // A total set by hand (the demo seed) without its entries: a reversal stops at zero.
    await t.app.db.update(userLevels).set({ xp: 290, level: 2 }).where(eq(userLevels.userId, bruno.id));
    const topicId = crypto.randomUUID();
    await emitTimes('forum.topic.created', { topicId, authorId: bruno.id, at: at() });
    await expectXp(bruno, 315);
    expect((await xpOf(bruno)).level).toBe(3);
    await emitTimes('forum.topic.deleted', { topicId, authorId: bruno.id, at: at() });
    await expectXp(bruno, 290);
    expect((await xpOf(bruno)).level).toBe(2);

    await emitTimes('forum.topic.created', { topicId, authorId: bruno.id, at: at() });
    await expectXp(bruno, 315);
    await t.app.db.update(userLevels).set({ xp: 10, level: 1 }).where(eq(userLevels.userId, bruno.id));
    await emitTimes('forum.topic.deleted', { topicId, authorId: bruno.id, at: at() });
    await expectXp(bruno, 0);
  });
});
