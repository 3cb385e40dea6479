import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { channels, events, messages, reports, user } from '../src/db/schema';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

type Member = { id: string; email: string; cookie: string };

describeEachDatabase('reports (Signaler)', (kind) => {
  let t: TestApp;
  let alice: Member;
  let bruno: Member;
  let chloe: Member;
  let modo: Member;
  let address = 0;
  const nextIp = () => {
    address += 1;
    return `10.200.${(address >> 8) & 255}.${address & 255}`;
  };

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, member: Member | null, payload?: object, ip = nextIp()) =>
    t.app.inject({ method, url, payload, remoteAddress: ip, headers: { ...(payload ? JSON_HEADERS : {}), ...(member ? { cookie: member.cookie } : {}) } });
  const report = (member: Member | null, payload: object, ip?: string) => call('POST', '/api/reports', member, { reason: 'spam', ...payload }, ip);
  const reportRow = async (id: string) => (await t.app.db.select().from(reports).where(eq(reports.id, id)))[0]!;
  /**
   * A pending report straight in the database (the API's own limit would stop hundreds), each on
   * its own target so each is its own queue entry.
   */
  const pendingReport = async () => {
    const targetId = crypto.randomUUID();
    const [row] = await t.app.db
      .insert(reports)
      .values({
        targetType: 'post',
        targetId,
        targetUserId: alice.id,
        reason: 'spam',
        evidence: { targetType: 'post', targetId, text: null, title: null, mediaUrls: [], authorId: alice.id, authorName: null, containerId: null, createdAt: null, capturedAt: new Date().toISOString() },
      })
      .returning({ id: reports.id });
    return row!.id;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    [alice, bruno, chloe, modo] = (await createSignedInMembers(t.app, 4, 'signaleur')) as [Member, Member, Member, Member];
    await t.app.db.update(user).set({ role: 'moderator' }).where(eq(user.id, modo.id));
    t.app.services.events.emit('profile.updated', { userId: modo.id, at: new Date().toISOString() });
    await t.app.services.events.settled();
  });
  afterAll(async () => t.close());

  it('reports every kind of content, from a member and from a visitor, keeping its evidence', async () => {
    const post = (await call('POST', '/api/posts', alice, { content: 'Un post signalable' })).json() as { id: string };
    const comment = (await call('POST', `/api/posts/${post.id}/comments`, alice, { content: 'Un commentaire signalable' })).json() as { id: string };
    const topic = (await call('POST', '/api/forum/topics', alice, { title: 'Sujet', content: 'Un sujet signalable', category: 'help' })).json().topic as { id: string };
    const reply = (await call('POST', `/api/forum/topics/${topic.id}/replies`, alice, { content: 'Une réponse signalable' })).json().reply as { id: string };
    const [channel] = await t.app.db.insert(channels).values({ name: `signalements-${kind}`, description: 'Test' }).returning();
    const [chat] = await t.app.db.insert(messages).values({ channelId: channel!.id, content: 'Un message de salon', pseudonym: 'Alice', userId: alice.id }).returning();
    const [event] = await t.app.db
      .insert(events)
      .values({ title: 'Sortie', description: 'Un événement signalable', eventDate: new Date(Date.now() + 86_400_000), organizerId: alice.id, isPublished: true })
      .returning();
    const conversationId = (await call('POST', '/api/conversations/direct', alice, { userId: bruno.id })).json().id as string;
    const dm = (await call('POST', `/api/conversations/${conversationId}/messages`, alice, { content: 'Un message privé' })).json() as { id: string };

    const publicTargets: [string, string, string][] = [
      ['post', post.id, 'Un post signalable'],
      ['comment', comment.id, 'Un commentaire signalable'],
      ['forum_topic', topic.id, 'Un sujet signalable'],
      ['forum_reply', reply.id, 'Une réponse signalable'],
      ['chat_message', chat!.id, 'Un message de salon'],
      ['event', event!.id, 'Un événement signalable'],
      ['profile', alice.id, ''],
    ];
    for (const [targetType, targetId, text] of publicTargets) {
      for (const reporter of [bruno, null]) {
        const response = await report(reporter, { targetType, targetId });
        expect(response.statusCode, `${targetType}: ${response.body}`).toBe(201);
        expect(response.json()).toEqual({ id: expect.any(String), status: 'pending', handledWithinHours: 24 });
        const row = await reportRow(response.json().id);
        expect(row).toMatchObject({ targetType, targetId, targetUserId: alice.id, reporterId: reporter?.id ?? null, status: 'pending' });
        expect(row.evidence).toMatchObject({ targetType, targetId, authorId: alice.id });
        if (text) expect(String(row.evidence.text)).toContain(text);
      }
    }

    // A private message: by a participant only; a visitor or another member cannot even tell it exists.
    for (const targetType of ['direct_message', 'private_message']) {
      const byParticipant = await report(bruno, { targetType, targetId: dm.id, reason: 'harassment' });
      expect(byParticipant.statusCode, byParticipant.body).toBe(201);
      expect((await reportRow(byParticipant.json().id)).evidence).toMatchObject({ text: 'Un message privé', containerId: conversationId });
      for (const outsider of [chloe, null]) {
        const refused = await report(outsider, { targetType, targetId: dm.id });
        expect(refused.statusCode).toBe(404);
        expect(refused.json().code).toBe('reports.target_not_found');
      }
    }
    const unknown = await report(bruno, { targetType: 'post', targetId: 'pas-un-uuid' });
    expect(unknown.json().code).toBe('reports.target_not_found');
  });

  it('an illegal-content report needs the explanation, the URL and the good-faith statement (DSA Art. 16)', async () => {
    const post = (await call('POST', '/api/posts', alice, { content: 'Contenu illégal présumé' })).json() as { id: string };
    const notice = { targetType: 'post', targetId: post.id, reason: 'illegal', details: 'Vente de produits interdits', url: `http://localhost:3000/post/${post.id}`, goodFaith: true };
    for (const missing of [{ details: '' }, { url: undefined }, { goodFaith: false }]) {
      const refused = await report(null, { ...notice, ...missing });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('reports.notice_required');
    }
    const accepted = await report(null, { ...notice, reporterName: 'Dominique', reporterEmail: 'dominique@example.org' });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await reportRow(accepted.json().id)).toMatchObject({ reason: 'illegal', goodFaith: true, reporterName: 'Dominique', reporterEmail: 'dominique@example.org' });
    // The acknowledgement of receipt.
    expect(t.mail.lastTo('dominique@example.org')?.raw).toContain(accepted.json().id);
    expect((await report(null, { ...notice, reporterEmail: 'pas-une-adresse' })).statusCode).toBe(400);
    // A visitor's acknowledgement is in their browser's language.
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { ...notice, reporterEmail: 'sam@example.org' },
      remoteAddress: nextIp(),
      headers: { ...JSON_HEADERS, 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(english.statusCode, english.body).toBe(201);
    expect(t.mail.lastTo('sam@example.org')?.raw).toContain('We have received your report');
  });

  it('keeps the evidence after the content is edited, then deleted', async () => {
    const post = (await call('POST', '/api/posts', alice, { content: 'Version originale' })).json() as { id: string };
    const id = (await report(modo, { targetType: 'post', targetId: post.id })).json().id as string;
    expect((await call('PATCH', `/api/posts/${post.id}`, alice, { content: 'Version corrigée' })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/posts/${post.id}`, alice)).statusCode).toBe(200);
    const queue = (await call('GET', '/api/moderation/reports', modo)).json() as { reports: { id: string; evidence: { text: string }; reporterLabel: string; targetUser: { id: string } | null }[] };
    const listed = queue.reports.find((entry) => entry.id === id);
    expect(queue.reports.length).toBeGreaterThan(0);
    expect(listed?.evidence.text).toBe('Version originale');
    expect(listed?.reporterLabel).toMatch(/^signaleur \d+$/);
    expect(listed?.targetUser?.id).toBe(alice.id);
  });

  it('limits reports per address and per member', async () => {
    const ip = nextIp();
    const fromOneAddress = [];
    for (let index = 0; index < 11; index += 1) fromOneAddress.push(await report(null, { targetType: 'profile', targetId: alice.id }, ip));
    expect(fromOneAddress.slice(0, 10).every((response) => response.statusCode === 201)).toBe(true);
    expect(fromOneAddress[10]!.statusCode).toBe(429);
    expect(fromOneAddress[10]!.json().code).toBe('http.rate_limited');

    const [eager] = (await createSignedInMembers(t.app, 1, 'zele')) as [Member];
    const fromOneMember = [];
    for (let index = 0; index < 11; index += 1) fromOneMember.push(await report(eager, { targetType: 'profile', targetId: alice.id }));
    expect(fromOneMember.slice(0, 10).every((response) => response.statusCode === 201)).toBe(true);
    expect(fromOneMember[10]!.statusCode).toBe(429);
  });

  it('Résoudre lowers the pending count and counts as resolved; Rejeter takes it out of the queue only', async () => {
    const [first, second] = [await pendingReport(), await pendingReport()];
    const before = (await call('GET', '/api/moderation/reports', modo)).json() as { pendingCount: number; resolvedCount: number; reports: { id: string }[] };
    expect(before.reports.map((entry) => entry.id)).toEqual(expect.arrayContaining([first, second]));

    const resolved = (await call('POST', `/api/moderation/reports/${first}/resolve`, modo)).json();
    expect(resolved).toEqual({ id: first, status: 'resolved', pendingCount: before.pendingCount - 1, resolvedCount: before.resolvedCount + 1 });
    const dismissed = (await call('POST', `/api/moderation/reports/${second}/dismiss`, modo)).json();
    expect(dismissed).toEqual({ id: second, status: 'dismissed', pendingCount: before.pendingCount - 2, resolvedCount: before.resolvedCount + 1 });

    const after = (await call('GET', '/api/moderation/reports', modo)).json() as { reports: { id: string }[] };
    expect(after.reports.map((entry) => entry.id)).not.toContain(first);
    expect(after.reports.map((entry) => entry.id)).not.toContain(second);
    const again = await call('POST', `/api/moderation/reports/${second}/resolve`, modo);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('moderation.report_not_pending');
    expect((await call('POST', '/api/moderation/reports/00000000-0000-4000-8000-000000000000/resolve', modo)).statusCode).toBe(404);
  });

  it('counts a report resolved once under hundreds of concurrent clicks', async () => {
    const id = await pendingReport();
    const before = (await call('GET', '/api/moderation/reports', modo)).json() as { pendingCount: number; resolvedCount: number };
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) => call('POST', `/api/moderation/reports/${id}/${index % 2 ? 'resolve' : 'dismiss'}`, modo)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(199);
    const after = (await call('GET', '/api/moderation/reports', modo)).json() as { pendingCount: number; resolvedCount: number };
    expect(after.pendingCount).toBe(before.pendingCount - 1);
    const winner = (await reportRow(id)).status;
    expect(after.resolvedCount).toBe(before.resolvedCount + (winner === 'resolved' ? 1 : 0));
  });
});
