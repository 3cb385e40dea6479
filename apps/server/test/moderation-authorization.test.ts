import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { moderationActions, moderationAppeals, moderationWords, reports, user } from '../src/db/schema';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

type Member = { id: string; email: string; cookie: string };
type Caller = 'visitor' | 'member' | 'moderator' | 'admin';
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
/** One endpoint; `prepare` makes what a successful call needs (a fresh report, appeal, word…). */
interface Endpoint {
  method: Method;
  path: string;
  /** Who may call it: the desk (moderators and admins), admins only, or any member. */
  access: 'moderator' | 'admin' | 'member';
  prepare?: (caller: Member) => Promise<{ url?: string; payload?: object }>;
  payload?: object;
  success: number;
}

describeEachDatabase('moderation endpoints × roles', (kind) => {
  let t: TestApp;
  const callers = {} as Record<Exclude<Caller, 'visitor'>, Member>;
  let target: Member;
  let otherModerator: Member;

  const call = (method: Method, url: string, member: Member | null, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { ...(payload ? JSON_HEADERS : {}), ...(member ? { cookie: member.cookie } : {}) } });

  const newReport = async () => {
    const [row] = await t.app.db
      .insert(reports)
      .values({ targetType: 'profile', targetId: target.id, targetUserId: target.id, reason: 'spam', evidence: {} })
      .returning({ id: reports.id });
    return row!.id;
  };
  /** A decision by another moderator, appealed by the target: any other moderator may decide it. */
  const newAppeal = async () => {
    const [action] = await t.app.db
      .insert(moderationActions)
      .values({ actionType: 'warning', targetUserId: target.id, moderatorId: otherModerator.id, ground: 'Règle 1', facts: 'Faits' })
      .returning({ id: moderationActions.id });
    const [appeal] = await t.app.db.insert(moderationAppeals).values({ actionId: action!.id, userId: target.id, message: 'Je conteste' }).returning({ id: moderationAppeals.id });
    return appeal!.id;
  };

  const endpoints: Endpoint[] = [
    { method: 'GET', path: '/api/moderation/reports', access: 'moderator', success: 200 },
    { method: 'POST', path: '/api/moderation/reports/:id/resolve', access: 'moderator', success: 200, prepare: async () => ({ url: `/api/moderation/reports/${await newReport()}/resolve` }) },
    { method: 'POST', path: '/api/moderation/reports/:id/dismiss', access: 'moderator', success: 200, prepare: async () => ({ url: `/api/moderation/reports/${await newReport()}/dismiss` }) },
    { method: 'GET', path: '/api/moderation/rejections', access: 'moderator', success: 200 },
    { method: 'GET', path: '/api/moderation/actions', access: 'moderator', success: 200 },
    {
      method: 'POST',
      path: '/api/moderation/actions',
      access: 'moderator',
      success: 201,
      prepare: async () => ({ payload: { type: 'warning', userId: target.id, ground: 'Règle 1', facts: 'Propos déplacés' } }),
    },
    { method: 'GET', path: '/api/moderation/users?q=', access: 'moderator', success: 200 },
    { method: 'GET', path: '/api/moderation/users/:id', access: 'moderator', success: 200, prepare: async () => ({ url: `/api/moderation/users/${target.id}` }) },
    {
      method: 'PATCH',
      path: '/api/moderation/users/:id/role',
      access: 'admin',
      success: 200,
      prepare: async () => ({ url: `/api/moderation/users/${target.id}/role`, payload: { role: 'member' } }),
    },
    {
      method: 'POST',
      path: '/api/moderation/users/:id/lift',
      access: 'moderator',
      success: 200,
      prepare: async () => ({ url: `/api/moderation/users/${target.id}/lift`, payload: { kind: 'mute' } }),
    },
    { method: 'GET', path: '/api/moderation/words', access: 'moderator', success: 200 },
    { method: 'POST', path: '/api/moderation/words', access: 'moderator', success: 201, prepare: async () => ({ payload: { language: 'fr', word: `mot${crypto.randomBytes(3).toString('hex')}` } }) },
    {
      method: 'DELETE',
      path: '/api/moderation/words/:language/:word',
      access: 'moderator',
      success: 200,
      prepare: async () => {
        const word = `mot${crypto.randomBytes(3).toString('hex')}`;
        await t.app.db.insert(moderationWords).values({ language: 'en', word });
        return { url: `/api/moderation/words/en/${word}` };
      },
    },
    { method: 'GET', path: '/api/moderation/appeals', access: 'moderator', success: 200 },
    {
      method: 'POST',
      path: '/api/moderation/appeals/:id/decide',
      access: 'moderator',
      success: 200,
      prepare: async () => ({ url: `/api/moderation/appeals/${await newAppeal()}/decide`, payload: { outcome: 'upheld', note: 'Décision confirmée' } }),
    },
    { method: 'GET', path: '/api/me/moderation-decisions', access: 'member', success: 200 },
    {
      method: 'POST',
      path: '/api/me/moderation-decisions/:id/appeal',
      access: 'member',
      success: 201,
      prepare: async (caller) => {
        const [action] = await t.app.db
          .insert(moderationActions)
          .values({ actionType: 'warning', targetUserId: caller.id, moderatorId: otherModerator.id, ground: 'Règle 1', facts: 'Faits' })
          .returning({ id: moderationActions.id });
        return { url: `/api/me/moderation-decisions/${action!.id}/appeal`, payload: { message: 'Je conteste' } };
      },
    },
  ];

  beforeAll(async () => {
    t = await createTestApp(kind);
    const [member, moderator, admin, someone, second] = (await createSignedInMembers(t.app, 5, 'matrice')) as Member[];
    Object.assign(callers, { member, moderator, admin });
    target = someone!;
    otherModerator = second!;
    for (const [id, role] of [
      [moderator!.id, 'moderator'],
      [second!.id, 'moderator'],
      [admin!.id, 'admin'],
    ] as const) {
      await t.app.db.update(user).set({ role }).where(eq(user.id, id));
      t.app.services.events.emit('profile.updated', { userId: id, at: new Date().toISOString() });
    }
    await t.app.services.events.settled();
  });
  afterAll(async () => t.close());

  const expected = (endpoint: Endpoint, caller: Caller): { status: number; code?: string } => {
    if (caller === 'visitor') return { status: 401, code: 'auth.required' };
    if (endpoint.access === 'member') return { status: endpoint.success };
    if (caller === 'member') return { status: 403, code: endpoint.access === 'admin' ? 'auth.admins_only' : 'auth.moderators_only' };
    if (caller === 'moderator' && endpoint.access === 'admin') return { status: 403, code: 'auth.admins_only' };
    return { status: endpoint.success };
  };

  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      for (const caller of ['visitor', 'member', 'moderator', 'admin'] as const) {
        const member = caller === 'visitor' ? null : callers[caller];
        const prepared = endpoint.prepare ? await endpoint.prepare(member ?? callers.member) : {};
        const url = prepared.url ?? endpoint.path.replace(':id', crypto.randomUUID()).replace(':language', 'fr').replace(':word', 'mot');
        const response = await call(endpoint.method, url, member, prepared.payload ?? endpoint.payload);
        const want = expected(endpoint, caller);
        expect(response.statusCode, `${caller}: ${response.body}`).toBe(want.status);
        if (want.code) expect(response.json().code).toBe(want.code);
      }
    });
  }

  it('refuses a moderator’s decision on an admin, and an admin demoting themselves', async () => {
    const onAdmin = await call('POST', '/api/moderation/actions', callers.moderator, { type: 'warning', userId: callers.admin.id, ground: 'x', facts: 'y' });
    expect(onAdmin.statusCode).toBe(403);
    expect(onAdmin.json().code).toBe('auth.forbidden');
    const demote = await call('PATCH', `/api/moderation/users/${callers.admin.id}/role`, callers.admin, { role: 'member' });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().code).toBe('moderation.self_action');
    const promoted = await call('PATCH', `/api/moderation/users/${target.id}/role`, callers.admin, { role: 'moderator' });
    expect(promoted.json().user.role).toBe('moderator');
    const audit = await t.app.db.select().from(moderationActions).where(eq(moderationActions.targetUserId, target.id));
    expect(audit.some((row) => row.actionType === 'role_change' && row.facts === 'member → moderator')).toBe(true);
    await call('PATCH', `/api/moderation/users/${target.id}/role`, callers.admin, { role: 'member' });
  });

  it('finds members by name, username or e-mail prefix, with their role and restrictions', async () => {
    const found = (await call('GET', `/api/moderation/users?q=${encodeURIComponent(target.email.slice(0, 12))}`, callers.moderator)).json() as {
      users: { id: string; role: string; bannedAt: string | null; reportCount: number }[];
    };
    expect(found.users.map((entry) => entry.id)).toContain(target.id);
    const history = (await call('GET', `/api/moderation/users/${target.id}`, callers.moderator)).json();
    expect(history.reportsAgainst.length).toBeGreaterThan(0);
    expect(history.actions.length).toBeGreaterThan(0);
  });
});
