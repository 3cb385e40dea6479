import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { moderationAppeals, user } from '../src/db/schema';
import { BAN_APPEAL_TOKEN_TTL_SECONDS, signBanAppealToken } from '../src/modules/moderation/ban-appeal-token';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

type Member = { id: string; email: string; cookie: string };
const PASSWORD = 'membre-de-test-42';

// DSA Art. 20: a banned member, who cannot sign in, still appeals the ban once.
describeEachDatabase('a banned member appeals from the refused sign-in', (kind) => {
  let t: TestApp;
  let modo: Member;
  let modo2: Member;
  let address = 0;

  const call = (method: 'GET' | 'POST', url: string, member: Member | null, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { ...(payload ? JSON_HEADERS : {}), ...(member ? { cookie: member.cookie } : {}) } });
  // Each from its own address, so the sign-in and appeal limits never bite here.
  const signIn = (email: string, password: string) => {
    address += 1;
    return t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password }, headers: JSON_HEADERS, remoteAddress: `10.251.0.${address}` });
  };
  const appeal = (payload: object) => {
    address += 1;
    return t.app.inject({ method: 'POST', url: '/api/moderation-appeals', payload, headers: JSON_HEADERS, remoteAddress: `10.252.0.${address}` });
  };
  const ban = async (member: Member) => {
    const response = await call('POST', '/api/moderation/actions', modo, { type: 'ban', userId: member.id, ground: 'Harcèlement (règle 2)', facts: 'Messages insultants' });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { action: { id: string } }).action.id;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    [modo, modo2] = (await createSignedInMembers(t.app, 2, 'garde-appel')) as [Member, Member];
    for (const staff of [modo, modo2]) await t.app.db.update(user).set({ role: 'moderator' }).where(eq(user.id, staff.id));
    for (const staff of [modo, modo2]) t.app.services.events.emit('profile.updated', { userId: staff.id, at: new Date().toISOString() });
    await t.app.services.events.settled();
  });
  afterAll(async () => {
    await t.close();
  });

  it('the right password gets auth.banned with a token; a wrong one the usual answer and no token', async () => {
    const [banned] = (await createSignedInMembers(t.app, 1, 'banni')) as [Member];
    await ban(banned);

    const wrong = await signIn(banned.email, 'pas-le-bon-mot-de-passe');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'auth.invalid_credentials' });

    const right = await signIn(banned.email.toUpperCase(), PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ code: 'auth.banned', appealToken: expect.any(String) });
    expect(right.headers['set-cookie']).toBeUndefined();
  });

  it('the token files exactly one appeal; another moderator reverses it and the member signs in again', async () => {
    const [banned] = (await createSignedInMembers(t.app, 1, 'banni')) as [Member];
    const banId = await ban(banned);
    const { appealToken } = (await signIn(banned.email, PASSWORD)).json() as { appealToken: string };

    const filed = await appeal({ token: appealToken, message: 'Je conteste ce bannissement' });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json().appeal).toMatchObject({ actionId: banId, userId: banned.id, status: 'pending', message: 'Je conteste ce bannissement' });
    const twice = await appeal({ token: appealToken, message: 'Encore' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('moderation.appeal_exists');
    // A second refused sign-in gives a fresh token, for the same one decision.
    const { appealToken: again } = (await signIn(banned.email, PASSWORD)).json() as { appealToken: string };
    expect((await appeal({ token: again, message: 'Toujours' })).statusCode).toBe(409);
    expect(await t.app.db.select().from(moderationAppeals).where(eq(moderationAppeals.userId, banned.id))).toHaveLength(1);

    // The same desk path as a member's appeal: the ban's author cannot decide it, another moderator does.
    const appealId = filed.json().appeal.id as string;
    const queue = (await call('GET', '/api/moderation/appeals', modo2)).json() as { appeals: { id: string; user: { id: string } | null }[] };
    expect(queue.appeals.find((entry) => entry.id === appealId)?.user?.id).toBe(banned.id);
    expect((await call('POST', `/api/moderation/appeals/${appealId}/decide`, modo, { outcome: 'reversed', note: 'x' })).json().code).toBe('moderation.appeal_same_moderator');
    const reversed = await call('POST', `/api/moderation/appeals/${appealId}/decide`, modo2, { outcome: 'reversed', note: 'Mesure disproportionnée' });
    expect(reversed.statusCode, reversed.body).toBe(200);

    const back = await signIn(banned.email, PASSWORD);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().user.id).toBe(banned.id);
  });

  it('refuses a tampered, expired, foreign or missing token with auth.invalid_token', async () => {
    const [banned] = (await createSignedInMembers(t.app, 1, 'banni')) as [Member];
    const banId = await ban(banned);
    const { appealToken } = (await signIn(banned.email, PASSWORD)).json() as { appealToken: string };
    const [header, payload, signature] = appealToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: modo.id })).toString('base64url');
    const expired = await signBanAppealToken(
      { userId: banned.id, actionId: banId },
      t.app.serverSecret,
      new Date(Date.now() - (BAN_APPEAL_TOKEN_TTL_SECONDS + 60) * 1000),
    );
    const otherSecret = await signBanAppealToken({ userId: banned.id, actionId: banId }, 'un-autre-secret');

    for (const token of [`${header}.${forgedPayload}.${signature}`, `${appealToken}x`, expired, otherSecret, 'pas-un-jeton']) {
      const response = await appeal({ token, message: 'Je conteste' });
      expect(response.statusCode, token).toBe(400);
      expect(response.json().code).toBe('auth.invalid_token');
    }
    const missing = await appeal({ message: 'Je conteste' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('auth.invalid_token');
    // The message is checked as on the member's route.
    const empty = await appeal({ token: appealToken, message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('validation.invalid');
    expect(await t.app.db.select().from(moderationAppeals).where(eq(moderationAppeals.userId, banned.id))).toEqual([]);
    // The genuine token still works.
    expect((await appeal({ token: appealToken, message: 'Je conteste' })).statusCode).toBe(201);
  });
});
