import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTOPILOT_INTERVAL_MS, type AiManagementLog, type AutopilotRunResult } from '@la-meute/shared';
import { aiManagementLogs, channels, events, forumTopics, jobLocks, messages, moderationLogs, notifications, user, userConnections } from '../src/db/schema';
import { createJobLocksRepository } from '../src/modules/job-locks/job-locks.repository';
import { createJobScheduler } from '../src/modules/jobs/job-scheduler';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

type Member = { id: string; cookie: string };
const DAY_MS = 86_400_000;

/** Gives members their roles; the session cache forgets them so the next request reads the role. */
async function setRoles(t: TestApp, roles: [Member, 'moderator' | 'admin'][]) {
  for (const [member, role] of roles) {
    await t.app.db.update(user).set({ role }).where(eq(user.id, member.id));
    t.app.services.events.emit('profile.updated', { userId: member.id, at: new Date().toISOString() });
  }
  await t.app.services.events.settled();
}

const call = (t: TestApp, method: 'GET' | 'POST', url: string, member: Member | null) =>
  t.app.inject({ method, url, headers: member ? { cookie: member.cookie } : {} });

const countLogs = async (t: TestApp) => {
  const [row] = await t.app.db.select({ value: sql<number>`count(*)::int` }).from(aiManagementLogs);
  return row!.value;
};

const notificationsOf = (t: TestApp, userId: string, kind: string) =>
  t.app.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

describeEachDatabase('AI control and AutoPilot', (kind) => {
  let t: TestApp;
  let member: Member;
  let moderator: Member;
  let admin: Member;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [member, moderator, admin] = (await createSignedInMembers(t.app, 3, 'autopilot')) as unknown as [Member, Member, Member];
    await setRoles(t, [
      [moderator, 'moderator'],
      [admin, 'admin'],
    ]);
  });
  afterAll(async () => t.close());

  const ENDPOINTS = [
    ['GET', '/api/ai-control/stats'],
    ['GET', '/api/ai-control/logs'],
    ['POST', '/api/ai-control/autopilot'],
  ] as const;

  it('answers admins only: 401 for a visitor, 403 auth.admins_only for a member and a moderator', async () => {
    for (const [method, url] of ENDPOINTS) {
      const visitor = await call(t, method, url, null);
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      expect(visitor.json().code).toBe('auth.required');
      for (const someone of [member, moderator]) {
        const refused = await call(t, method, url, someone);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(refused.json().code).toBe('auth.admins_only');
      }
      expect((await call(t, method, url, admin)).statusCode, `${method} ${url}`).toBe(200);
    }
  });

  it('counts real activity: SPEC §7 figures, unanswered topics, rejections, events without participants', async () => {
    const before = (await call(t, 'GET', '/api/ai-control/stats', admin)).json();
    const db = t.app.db;
    const [channel] = await db.insert(channels).values({ name: `autopilot-${kind}-${Date.now()}` }).returning({ id: channels.id });
    await db.insert(messages).values([
      { channelId: channel!.id, pseudonym: 'a', content: 'Bonjour' },
      { channelId: channel!.id, pseudonym: 'b', content: 'Salut' },
      { channelId: channel!.id, pseudonym: 'c', content: 'Ancien', createdAt: new Date(Date.now() - 2 * DAY_MS) },
    ]);
    await db.insert(userConnections).values({ userId: member.id, connectedUserId: moderator.id });
    await db.insert(forumTopics).values([
      { title: 'Sans réponse', content: 'Qui sait ?', category: 'help' },
      { title: 'Vieux sujet', content: 'Il y a longtemps', category: 'help', createdAt: new Date(Date.now() - 10 * DAY_MS) },
    ]);
    await db.insert(moderationLogs).values({ contentType: 'chat_message', content: 'x', reasons: ['spam'], source: 'local' });
    await db.insert(events).values({ title: 'Balade', eventDate: new Date(Date.now() + 3 * DAY_MS), isPublished: true });

    const after = (await call(t, 'GET', '/api/ai-control/stats', admin)).json();
    expect(after.members).toBe(before.members);
    expect(after.members).toBeGreaterThanOrEqual(3);
    expect(after.chatMessages24h - before.chatMessages24h).toBe(2);
    expect(after.connections24h - before.connections24h).toBe(1);
    expect(after.forumTopics7d - before.forumTopics7d).toBe(1);
    expect(after.unansweredTopics - before.unansweredTopics).toBe(2);
    expect(after.rejectedMessages24h - before.rejectedMessages24h).toBe(1);
    expect(after.eventsWithoutParticipants - before.eventsWithoutParticipants).toBe(1);
    expect(after.upcomingEvents14d - before.upcomingEvents14d).toBe(1);
    expect(after.newMembers7d).toBeGreaterThanOrEqual(3);
  });

  it('decides and executes: welcomes a new member once across two runs, pins a starter topic, logs the run', async () => {
    const [newcomer] = (await createSignedInMembers(t.app, 1, 'nouveau')) as unknown as [Member];
    const first = await call(t, 'POST', '/api/ai-control/autopilot', admin);
    expect(first.statusCode, first.body).toBe(200);
    const result = first.json<AutopilotRunResult>();
    expect(result.log.source).toBe('local');
    expect(result.log.triggeredBy).toBe(admin.id);
    expect(result.log.aiDecisions).toContainEqual(expect.objectContaining({ action: 'welcome_new_members', priority: 'high' }));
    expect(result.log.aiDecisions).toContainEqual(expect.objectContaining({ action: 'review_growth', priority: 'low' }));
    expect(result.log.executedActions).toContainEqual(expect.objectContaining({ action: 'welcome_new_members', success: true }));
    // review_growth is informational: decided, never executed.
    expect(result.log.executedActions.map((action) => action.action)).not.toContain('review_growth');
    expect(result.executedActions).toBe(result.log.executedActions.filter((action) => action.success).length);
    expect(await notificationsOf(t, newcomer.id, 'autopilot.welcome')).toHaveLength(1);
    const [pinned] = await t.app.db.select({ value: sql<number>`count(*)::int` }).from(forumTopics).where(eq(forumTopics.isPinned, true));
    expect(pinned!.value).toBe(1);

    const second = (await call(t, 'POST', '/api/ai-control/autopilot', admin)).json<AutopilotRunResult>();
    expect(second.log.aiDecisions.map((decision) => decision.action)).not.toContain('welcome_new_members');
    expect(await notificationsOf(t, newcomer.id, 'autopilot.welcome')).toHaveLength(1);

    const logs = (await call(t, 'GET', '/api/ai-control/logs', admin)).json<AiManagementLog[]>();
    expect(logs[0]!.id).toBe(second.log.id);
    expect(logs[1]!.id).toBe(result.log.id);
  });

  it('flags a spike of rejected messages to every moderator and admin, not to members', async () => {
    await t.app.db.insert(moderationLogs).values(
      Array.from({ length: 6 }, (_, index) => ({ contentType: 'chat_message', content: `spam ${index}`, reasons: ['spam'], source: 'local' })),
    );
    const run = (await call(t, 'POST', '/api/ai-control/autopilot', admin)).json<AutopilotRunResult>();
    expect(run.log.aiDecisions[0]).toEqual(expect.objectContaining({ action: 'flag_rejection_spike', priority: 'high' }));
    expect(run.log.executedActions).toContainEqual(expect.objectContaining({ action: 'flag_rejection_spike', success: true }));
    expect(await notificationsOf(t, moderator.id, 'autopilot.rejection-spike')).toHaveLength(1);
    expect(await notificationsOf(t, admin.id, 'autopilot.rejection-spike')).toHaveLength(1);
    expect(await notificationsOf(t, member.id, 'autopilot.rejection-spike')).toHaveLength(0);
  });

  it('refreshes the recommendations of inactive members', async () => {
    await t.app.db.update(user).set({ lastActiveAt: new Date(Date.now() - 20 * DAY_MS) }).where(eq(user.id, member.id));
    const run = (await call(t, 'POST', '/api/ai-control/autopilot', admin)).json<AutopilotRunResult>();
    expect(run.log.aiDecisions).toContainEqual(expect.objectContaining({ action: 'refresh_inactive_recommendations', priority: 'medium' }));
    expect(run.log.executedActions).toContainEqual(expect.objectContaining({ action: 'refresh_inactive_recommendations', success: true }));
  });

  it('refuses a run while another holds the lock (409 autopilot.running)', async () => {
    expect(await createJobLocksRepository(t.app.db).tryAcquire('autopilot:run', 'elsewhere', 60_000)).toBe(true);
    const refused = await call(t, 'POST', '/api/ai-control/autopilot', admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('autopilot.running');
    expect(await createJobLocksRepository(t.app.db).release('autopilot:run', 'elsewhere')).toBe(true);
    expect((await call(t, 'POST', '/api/ai-control/autopilot', admin)).statusCode).toBe(200);
  });

  it('runs on schedule once per interval, however many instances tick', async () => {
    const before = await countLogs(t);
    // A second instance's scheduler on the same database, beside this app's.
    const other = createJobScheduler({ locks: t.app.services.jobLocks, logger: t.app.log });
    other.add({ name: 'autopilot', everyMs: AUTOPILOT_INTERVAL_MS, run: () => t.app.services.autopilot.runScheduled() });
    await Promise.all([t.app.scheduler.tick('autopilot'), other.tick('autopilot'), t.app.scheduler.tick('autopilot')]);
    await other.tick('autopilot');
    expect(await countLogs(t)).toBe(before + 1);
    const [log] = await t.app.db.select().from(aiManagementLogs).where(eq(aiManagementLogs.triggeredBy, 'schedule'));
    expect(log).toBeDefined();
  });

  it('frees a job lock after its TTL, and only its holder releases it', async () => {
    const db = t.app.db;
    expect(await createJobLocksRepository(db).tryAcquire('test-job', 'a', 60_000)).toBe(true);
    expect(await createJobLocksRepository(db).tryAcquire('test-job', 'b', 60_000)).toBe(false);
    expect(await createJobLocksRepository(db).release('test-job', 'b')).toBe(false);
    // The holder crashed: its lock runs out.
    await db.update(jobLocks).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(jobLocks.name, 'test-job'));
    expect(await createJobLocksRepository(db).tryAcquire('test-job', 'b', 60_000)).toBe(true);
    expect(await createJobLocksRepository(db).release('test-job', 'a')).toBe(false);
    expect(await createJobLocksRepository(db).tryAcquire('test-job', 'c', 60_000)).toBe(false);
    expect(await createJobLocksRepository(db).release('test-job', 'b')).toBe(true);
    expect(await createJobLocksRepository(db).tryAcquire('test-job', 'c', 60_000)).toBe(true);
  });

  it('gives exactly one of hundreds of concurrent lock attempts the lock', async () => {
    const attempts = await Promise.all(Array.from({ length: 200 }, (_, index) => createJobLocksRepository(t.app.db).tryAcquire('race-job', `holder-${index}`, 60_000)));
    expect(attempts.filter(Boolean)).toHaveLength(1);
  });
});

/**
 * A stand-in for an OpenAI-compatible `chat/completions` API: answers what the test says, and can
 * hold its answer until the test opens the gate (a run is then in progress for as long as needed).
 */
async function startFakeModel() {
  let answer: unknown = { decisions: [] };
  let status = 200;
  let gate: Promise<void> | null = null;
  let received = 0;
  let onReceived: () => void = () => {};
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      onReceived();
      void (gate ?? Promise.resolve()).then(() => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ choices: [{ message: { content: JSON.stringify(answer) } }] }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    answer: (next: unknown, nextStatus = 200) => {
      answer = next;
      status = nextStatus;
    },
    /** Holds every answer until the returned function is called; resolves `firstRequest` on the first one. */
    hold() {
      let open!: () => void;
      gate = new Promise<void>((resolve) => (open = resolve));
      const firstRequest = new Promise<void>((resolve) => (onReceived = resolve));
      return {
        firstRequest,
        open: () => {
          gate = null;
          open();
        },
      };
    },
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeEachDatabase('AutoPilot with an OpenAI-compatible model', (kind) => {
  let t: TestApp;
  let model: Awaited<ReturnType<typeof startFakeModel>>;
  let admin: Member;
  let newcomer: Member;

  beforeAll(async () => {
    model = await startFakeModel();
    t = await createTestApp(kind, { AI_API_URL: model.url, AI_API_KEY: 'test-key' });
    [admin, newcomer] = (await createSignedInMembers(t.app, 2, 'modele')) as unknown as [Member, Member];
    await setRoles(t, [[admin, 'admin']]);
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  const run = () => call(t, 'POST', '/api/ai-control/autopilot', admin);

  it('keeps only valid proposals: an unknown action or priority is ignored, the rest runs', async () => {
    model.answer({
      decisions: [
        { action: 'delete_all_members', priority: 'high', reason: 'because' },
        { action: 'pin_starter_topic', priority: 'urgent' },
        { action: 'review_growth', priority: 'low', reason: 'steady' },
        { action: 'suggest_event', priority: 'low', reason: 'no events' },
      ],
    });
    const result = (await run()).json<AutopilotRunResult>();
    expect(result.log.source).toBe('remote');
    expect(result.log.aiDecisions.map((decision) => decision.action)).toEqual(['review_growth', 'suggest_event']);
    expect(result.log.executedActions).toEqual([expect.objectContaining({ action: 'suggest_event', success: true })]);
    expect(await notificationsOf(t, admin.id, 'autopilot.event-suggestion')).toHaveLength(1);
  });

  it('falls back to the local rules when nothing valid comes back or the model fails', async () => {
    for (const [answer, status] of [
      [{ decisions: [{ action: 'drop_tables', priority: 'high' }] }, 200],
      [{ nonsense: true }, 200],
      [{}, 500],
    ] as const) {
      model.answer(answer, status);
      const result = (await run()).json<AutopilotRunResult>();
      expect(result.log.source).toBe('local');
      expect(result.log.aiDecisions.map((decision) => decision.action)).toContain('review_growth');
    }
  });

  it('runs once when launched twice at the same time, and once out of hundreds of parallel launches', async () => {
    model.answer({ decisions: [{ action: 'welcome_new_members', priority: 'high', reason: 'newcomers' }] });
    for (const launches of [2, 150]) {
      const logsBefore = await countLogs(t);
      const asked = model.received();
      const held = model.hold();
      let othersSettled!: () => void;
      const allOthersSettled = new Promise<void>((resolve) => (othersSettled = resolve));
      let settled = 0;
      const responses = Array.from({ length: launches }, () =>
        run().then((response) => {
          settled += 1;
          if (settled === launches - 1) othersSettled();
          return response;
        }),
      );
      // The one run waits for the model while every other launch is refused: then let it finish.
      await held.firstRequest;
      await allOthersSettled;
      held.open();
      const statuses = (await Promise.all(responses)).map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(launches - 1);
      expect(model.received() - asked).toBe(1);
      expect(await countLogs(t)).toBe(logsBefore + 1);
    }
    // The one run of each round welcomed the newcomer once, and nobody twice.
    expect(await notificationsOf(t, newcomer.id, 'autopilot.welcome')).toHaveLength(1);
  });
});
