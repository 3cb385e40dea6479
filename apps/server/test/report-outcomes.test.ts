import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notifications, reports, user } from '../src/db/schema';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

type Member = { id: string; email: string; cookie: string };
type QueueEntry = { id: string; targetType: string; targetId: string; count: number };
type Queue = { pendingCount: number; resolvedCount: number; reports: QueueEntry[] };

// DSA Art. 16(5): whoever reported hears of the decision and of the redress; one item reported ten
// times is one entry of the moderation queue.
describeEachDatabase('report outcomes and the grouped queue', (kind) => {
  let t: TestApp;
  let alice: Member;
  let bruno: Member;
  let chloe: Member;
  let dan: Member;
  let modo: Member;
  let address = 0;
  const nextIp = () => {
    address += 1;
    return `10.210.${(address >> 8) & 255}.${address & 255}`;
  };

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, member: Member | null, payload?: object) =>
    t.app.inject({ method, url, payload, remoteAddress: nextIp(), headers: { ...(payload ? JSON_HEADERS : {}), ...(member ? { cookie: member.cookie } : {}) } });
  const newPost = async (content: string) => (await call('POST', '/api/posts', alice, { content })).json().id as string;
  const report = async (member: Member | null, postId: string, extra: object = {}) => {
    const response = await call('POST', '/api/reports', member, { targetType: 'post', targetId: postId, reason: 'spam', ...extra });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  /** A visitor whose browser asks for Spanish. */
  const reportInSpanish = async (postId: string, extra: object) => {
    const payload = { targetType: 'post', targetId: postId, reason: 'spam', ...extra };
    const response = await t.app.inject({ method: 'POST', url: '/api/reports', payload, remoteAddress: nextIp(), headers: { ...JSON_HEADERS, 'accept-language': 'es-ES,es;q=0.9' } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const queue = async () => (await call('GET', '/api/moderation/reports', modo)).json() as Queue;
  const entryFor = (current: Queue, postId: string) => current.reports.filter((entry) => entry.targetType === 'post' && entry.targetId === postId);
  const outcomesOf = (member: Member) =>
    t.app.db
      .select({ data: notifications.data, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.kind, 'report.decided')));
  const mailsTo = (email: string, text: string) => t.mail.mails.filter((mail) => mail.to.includes(email.toLowerCase()) && mail.raw.includes(text));

  beforeAll(async () => {
    t = await createTestApp(kind);
    [alice, bruno, chloe, dan, modo] = (await createSignedInMembers(t.app, 5, 'issue')) as [Member, Member, Member, Member, Member];
    await t.app.db.update(user).set({ role: 'moderator' }).where(eq(user.id, modo.id));
    t.app.services.events.emit('profile.updated', { userId: modo.id, at: new Date().toISOString() });
    await t.app.services.events.settled();
  });
  afterAll(async () => t.close());

  it('shows one item reported five times as one entry with its count, and a deletion tells every reporter once', async () => {
    const postId = await newPost('Achetez mes pilules miracles');
    const otherId = await newPost('Un autre contenu douteux');
    const notice = { reason: 'illegal', details: 'Vente de médicaments', url: `http://localhost:3000/post/${postId}`, goodFaith: true };
    const ids = [
      await report(bruno, postId),
      await report(bruno, postId, { reason: 'harassment' }),
      await report(chloe, postId),
      await report(null, postId, { ...notice, reporterEmail: 'temoin@example.org' }),
      await report(dan, postId),
      await reportInSpanish(postId, { ...notice, reporterEmail: 'testigo@example.org' }),
    ];
    await report(chloe, otherId);

    const before = await queue();
    const [entry] = entryFor(before, postId);
    expect(entryFor(before, postId)).toHaveLength(1);
    expect(entry).toMatchObject({ id: ids.at(-1), count: 6 });
    expect(entryFor(before, otherId)).toEqual([expect.objectContaining({ count: 1 })]);

    const decided = await call('POST', '/api/moderation/actions', modo, {
      type: 'delete',
      userId: alice.id,
      reportId: entry!.id,
      contentType: 'post',
      contentId: postId,
      ground: 'Vente de produits interdits',
      facts: 'Publicité pour des médicaments',
    });
    expect(decided.statusCode, decided.body).toBe(201);
    expect(decided.json()).toMatchObject({ pendingCount: before.pendingCount - 1, resolvedCount: before.resolvedCount + 1 });

    const rows = await t.app.db.select({ status: reports.status, reporterId: reports.reporterId, language: reports.reporterLanguage }).from(reports).where(inArray(reports.id, ids));
    expect(rows.map((row) => row.status)).toEqual(Array(6).fill('resolved'));
    // Only a visitor's language is kept, to answer them by mail; a member's is in their profile.
    expect(rows.filter((row) => row.reporterId).map((row) => row.language)).toEqual([null, null, null, null]);
    // The French visitor's request named no language: they are answered in the default, French.
    expect(rows.filter((row) => !row.reporterId).map((row) => row.language).sort()).toEqual(['es', null]);
    const after = await queue();
    expect(entryFor(after, postId)).toEqual([]);
    expect(entryFor(after, otherId)).toHaveLength(1);

    // Bruno reported twice and hears once; every reporter learns the content was removed and where to turn.
    for (const reporter of [bruno, chloe, dan]) {
      const told = await outcomesOf(reporter);
      expect(told, reporter.email).toEqual([{ data: expect.objectContaining({ outcome: 'removed', targetType: 'post' }), link: '/legal/dsa#reclamations' }]);
      expect(mailsTo(reporter.email, 'Votre signalement a ')).toHaveLength(1);
      expect(t.mail.lastTo(reporter.email)?.raw).toContain('https://www.arcom.fr');
    }
    expect((await outcomesOf(alice)).length).toBe(0);
    // The visitor gave an address in the notice: the outcome goes there, with the redress.
    const visitorMail = t.mail.lastTo('temoin@example.org')!.raw;
    expect(visitorMail).toContain('le contenu signal');
    expect(visitorMail).toContain('/legal/dsa#reclamations');
    expect(visitorMail).toContain('https://www.arcom.fr');
    // A visitor who reported in Spanish reads the outcome in Spanish, the redress page in Spanish too.
    const spanishMail = t.mail.lastTo('testigo@example.org')!.raw;
    expect(spanishMail).toContain('Tu denuncia ha sido examinada');
    expect(spanishMail).toContain('/es/legal/dsa#reclamations');
    expect(spanishMail).not.toContain('Votre signalement');
  });

  it('Rejeter tells the reporters no action was taken, by mail only to those who kept it on', async () => {
    const postId = await newPost('Un avis tranché mais permis');
    const preferences = (await call('GET', '/api/notifications/preferences', chloe)).json();
    expect(preferences.channels.reports).toEqual({ inApp: true, push: true, mail: true });
    preferences.channels.reports.mail = false;
    expect((await call('PUT', '/api/notifications/preferences', chloe, preferences)).statusCode).toBe(200);
    await report(chloe, postId);
    const last = await report(dan, postId);
    // A visitor who left no address cannot be told: nothing fails for it.
    await report(null, postId);
    const chloeMails = mailsTo(chloe.email, 'Votre signalement a ').length;

    const dismissed = await call('POST', `/api/moderation/reports/${last}/dismiss`, modo);
    expect(dismissed.statusCode, dismissed.body).toBe(200);

    expect((await outcomesOf(chloe)).filter((row) => row.data.outcome === 'dismissed')).toHaveLength(1);
    expect((await outcomesOf(dan)).filter((row) => row.data.outcome === 'dismissed')).toHaveLength(1);
    expect(mailsTo(chloe.email, 'Votre signalement a ')).toHaveLength(chloeMails);
    expect(t.mail.lastTo(dan.email)?.raw).toContain('aucune mesure n');
  });

  it('leaves a report made after the moderator looked as a new entry, and tells no moderator of their own decision', async () => {
    const postId = await newPost('Encore un contenu signalé');
    await report(modo, postId);
    const seen = entryFor(await queue(), postId)[0]!;
    const late = await report(bruno, postId);
    expect(entryFor(await queue(), postId)[0]).toMatchObject({ id: late, count: 2 });

    expect((await call('POST', `/api/moderation/reports/${seen.id}/resolve`, modo)).statusCode).toBe(200);
    expect(entryFor(await queue(), postId)).toEqual([expect.objectContaining({ id: late, count: 1 })]);
    expect(await outcomesOf(modo)).toEqual([]);
    expect((await call('POST', `/api/moderation/reports/${seen.id}/dismiss`, modo)).statusCode).toBe(409);
  });
});
