import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ANONYMOUS_TOKEN_HEADER, DEFAULT_PRIVACY_SETTINGS } from '@la-meute/shared';
import { insertVerifiedMember } from '../src/db/insert-verified-member';
import {
  aiRecommendations,
  channels,
  datingMatches,
  events,
  forumReplies,
  forumTopics,
  moderationActions,
  moderationAppeals,
  moderationWords,
  posts,
  profiles,
  reports,
  user,
  userConnections,
  userLevels,
} from '../src/db/schema';
import { hashPassword } from '../src/lib/password-hash';
import { AUTHORIZATION_MATRIX, BLOCKED_MATRIX, HIDDEN_FIELD_MATRIX, HIDER_AGE, type Access, type MatrixContext, type MatrixEntry, type Probe, type Role } from './authorization-matrix-table';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { collectRoutes, type RegisteredRoute } from './helpers/route-table';
import { cookieHeader, createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

type Member = { id: string; email: string; cookie: string };
type Verdict = 'allowed' | 'sign-in' | 'forbidden' | 'refused';

// The owner probes last: a route it may change (cancel, accept, unmatch) is then probed as it was made.
const PROBE_ORDER: Role[] = ['visitor', 'pseudonym', 'other', 'moderator', 'admin', 'member'];
const SIGNER_PASSWORD = 'Signataire-de-la-matrice-42';
const DAY_MS = 24 * 60 * 60 * 1000;

/** What each role must get from a route of the given access. */
function verdictFor(access: Access, role: Role): Verdict {
  if (access === 'public') return 'allowed';
  if (role === 'visitor') return 'sign-in';
  if (role === 'pseudonym') return access === 'author' ? 'allowed' : 'sign-in';
  switch (access) {
    case 'author':
    case 'member':
      return 'allowed';
    case 'owner':
      return role === 'member' ? 'allowed' : 'refused';
    case 'owner-or-moderator':
      return role === 'other' ? 'refused' : 'allowed';
    case 'moderator':
      return role === 'moderator' || role === 'admin' ? 'allowed' : 'forbidden';
    case 'admin':
      return role === 'admin' ? 'allowed' : 'forbidden';
  }
}

/** Why the answer breaks the rule, or null when it keeps it. */
function breach(entry: MatrixEntry, verdict: Verdict, status: number, code: string | undefined): string | null {
  switch (verdict) {
    case 'sign-in':
      return status === 401 ? null : 'expected 401';
    case 'forbidden':
      return status === 403 && (code === 'auth.moderators_only' || code === 'auth.admins_only') ? null : 'expected 403 for the role';
    case 'refused':
      return status === 403 || status === 404 ? null : "expected 403 or 404 on another member's resource";
    case 'allowed': {
      if (entry.allowedRefusal && entry.allowedRefusal.status === status && entry.allowedRefusal.code === code) return null;
      if (status === 401 || status === 403) return 'expected access';
      if (entry.allowedStatus !== undefined) return status === entry.allowedStatus ? null : `expected ${entry.allowedStatus}`;
      // The owner must really succeed: it proves the others' 403/404 is about them, not the request.
      if ((entry.access === 'owner' || entry.access === 'owner-or-moderator') && (status < 200 || status >= 300)) return 'expected a success';
      return status < 500 ? null : 'expected no server error';
    }
  }
}

// The matrix is a few hundred requests: cheap enough for PostgreSQL too (see describeEachDatabase).
describeEachDatabase('authorization matrix: every route × every role', (kind) => {
  let t: TestApp;
  let routes: RegisteredRoute[];
  const cookies = {} as Record<'member' | 'other' | 'moderator' | 'admin', string>;
  let anonymousToken: string;
  let ctx: MatrixContext;
  let addressCounter = 0;

  const inject = (method: string, probe: Probe, cookie: string | undefined, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: method as 'GET',
      url: probe.url,
      ...(probe.payload === undefined ? {} : { payload: JSON.stringify(probe.payload) }),
      headers: { ...(probe.payload === undefined ? {} : JSON_HEADERS), ...(cookie ? { cookie } : {}), ...extra },
      remoteAddress: probe.remoteAddress ?? '127.0.0.1',
    });

  async function apiAs(cookie: string, method: string, url: string, payload: unknown) {
    const response = await inject(method, { url, payload }, cookie);
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json<Record<string, unknown>>();
  }

  async function signIn(email: string) {
    const response = await inject('POST', { url: '/api/auth/sign-in', payload: { email, password: SIGNER_PASSWORD }, remoteAddress: ctx.address() }, undefined);
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
    return cookieHeader(response.headers['set-cookie']);
  }

  beforeAll(async () => {
    ({ result: t, routes } = await collectRoutes(() => createTestApp(kind)));
    const [member, other, moderator, admin, bystander, secondBystander, thirdBystander, blockTarget, connectTarget, moderationTarget] =
      (await createSignedInMembers(t.app, 10, 'matrice')) as Member[];
    Object.assign(cookies, { member: member!.cookie, other: other!.cookie, moderator: moderator!.cookie, admin: admin!.cookie });
    for (const [id, role] of [
      [moderator!.id, 'moderator'],
      [admin!.id, 'admin'],
    ] as const) {
      await t.app.db.update(user).set({ role }).where(eq(user.id, id));
      t.app.services.events.emit('profile.updated', { userId: id, at: new Date().toISOString() });
    }
    await t.app.services.events.settled();

    // Two accounts with a known password: one signs in for the sign-in probes, one gives sessions to sign out.
    const signerHash = await hashPassword(SIGNER_PASSWORD);
    const signerEmail = `signataire-${crypto.randomBytes(3).toString('hex')}@example.org`;
    const leaverEmail = `partant-${crypto.randomBytes(3).toString('hex')}@example.org`;
    await insertVerifiedMember(t.app.db, { email: signerEmail, name: 'Signataire', passwordHash: signerHash });
    await insertVerifiedMember(t.app.db, { email: leaverEmail, name: 'Partant', passwordHash: signerHash });

    const db = t.app.db;
    const memberId = member!.id;
    const inserted = async <T extends { id: string }>(rows: Promise<T[]>) => (await rows)[0]!.id;
    const future = () => new Date(Date.now() + 10 * DAY_MS);
    ctx = {
      ids: {} as MatrixContext['ids'],
      signer: { email: signerEmail, password: SIGNER_PASSWORD },
      fresh: {
        post: () => inserted(db.insert(posts).values({ userId: memberId, content: 'Une pensée du jour' }).returning({ id: posts.id })),
        event: () =>
          inserted(
            db
              .insert(events)
              .values({ title: 'Cercle de parole', eventDate: future(), organizerId: memberId, location: 'Lyon', isPublished: true })
              .returning({ id: events.id }),
          ),
        topic: () => inserted(db.insert(forumTopics).values({ title: 'Sujet', content: 'Contenu', category: 'help', userId: memberId }).returning({ id: forumTopics.id })),
        reply: () => inserted(db.insert(forumReplies).values({ topicId: ctx.ids.topic, content: 'Réponse', userId: memberId }).returning({ id: forumReplies.id })),
        report: () =>
          inserted(
            db
              .insert(reports)
              .values({ targetType: 'profile', targetId: moderationTarget!.id, targetUserId: moderationTarget!.id, reason: 'spam', evidence: {} })
              .returning({ id: reports.id }),
          ),
        // Decided by someone else than the desk's probing moderator, who may then decide the appeal.
        appeal: async () => {
          const actionId = await inserted(
            db
              .insert(moderationActions)
              .values({ actionType: 'warning', targetUserId: moderationTarget!.id, moderatorId: thirdBystander!.id, ground: 'Règle 1', facts: 'Faits' })
              .returning({ id: moderationActions.id }),
          );
          return inserted(db.insert(moderationAppeals).values({ actionId, userId: moderationTarget!.id, message: 'Je conteste' }).returning({ id: moderationAppeals.id }));
        },
        word: async () => {
          const word = `mot${crypto.randomBytes(3).toString('hex')}`;
          await db.insert(moderationWords).values({ language: 'en', word });
          return word;
        },
        session: () => signIn(leaverEmail),
      },
      unique: () => crypto.randomBytes(4).toString('hex'),
      address: () => {
        addressCounter += 1;
        return `198.18.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
      },
    };

    // One resource of each kind, owned by member, made the way members make them.
    const post = await apiAs(member!.cookie, 'POST', '/api/posts', { content: 'Le premier post de la matrice' });
    const event = await apiAs(member!.cookie, 'POST', '/api/events', {
      title: 'Marche en forêt',
      startsAt: '2099-06-01T10:00',
      timeZone: 'Europe/Paris',
      eventType: 'in-person',
      location: 'Fontainebleau',
    });
    const topic = await apiAs(member!.cookie, 'POST', '/api/forum/topics', { title: 'Bienvenue', content: 'Présentez-vous', category: 'help' });
    const topicId = (topic.topic as { id: string }).id;
    const reply = await apiAs(bystander!.cookie, 'POST', `/api/forum/topics/${topicId}/replies`, { content: 'Bonjour !' });
    const conversation = await apiAs(member!.cookie, 'POST', '/api/conversations', { memberIds: [bystander!.id, secondBystander!.id], title: 'Groupe' });
    await apiAs(member!.cookie, 'POST', '/api/account/exports', undefined);
    await t.app.services.accountData.settled();
    const latest = await apiAs(member!.cookie, 'GET', '/api/account/exports/latest', undefined);
    const [low, high] = [memberId, thirdBystander!.id].sort();
    const recommendation = (dedupeKey: string) =>
      inserted(
        db
          .insert(aiRecommendations)
          .values({ userId: memberId, recommendationType: 'engagement', content: { template: 'engagement.firstPost', params: {}, suggestions: [] }, target: '/forum', dedupeKey })
          .returning({ id: aiRecommendations.id }),
      );
    const [channel] = await db.insert(channels).values({ name: `matrice-${ctx.unique()}`, description: 'Salon' }).returning({ id: channels.id });
    ctx.ids = {
      member: memberId,
      memberEmail: member!.email,
      bystander: bystander!.id,
      secondBystander: secondBystander!.id,
      thirdBystander: thirdBystander!.id,
      blockTarget: blockTarget!.id,
      connectTarget: connectTarget!.id,
      moderationTarget: moderationTarget!.id,
      channel: channel!.id,
      post: post.id as string,
      event: (event.event as { id: string }).id,
      topic: topicId,
      helpfulReply: (reply.reply as { id: string }).id,
      conversation: conversation.id as string,
      export: (latest.export as { id: string }).id,
      decision: await inserted(
        db
          .insert(moderationActions)
          .values({ actionType: 'warning', targetUserId: memberId, moderatorId: thirdBystander!.id, ground: 'Règle 1', facts: 'Faits' })
          .returning({ id: moderationActions.id }),
      ),
      acceptConnection: await inserted(db.insert(userConnections).values({ userId: bystander!.id, connectedUserId: memberId }).returning({ id: userConnections.id })),
      declineConnection: await inserted(
        db.insert(userConnections).values({ userId: secondBystander!.id, connectedUserId: memberId }).returning({ id: userConnections.id }),
      ),
      dismissRecommendation: await recommendation('matrice:dismiss'),
      applyRecommendation: await recommendation('matrice:apply'),
      match: await inserted(db.insert(datingMatches).values({ userLow: low!, userHigh: high! }).returning({ id: datingMatches.id })),
    };

    const anonymous = await inject('POST', { url: '/api/anonymous', payload: { sessionId: crypto.randomUUID(), pseudonym: 'Renard' } }, undefined);
    anonymousToken = anonymous.json<{ token: string }>().token;
  });
  afterAll(async () => t?.close());

  it('has an entry for every registered route, and no entry for a route that does not exist', () => {
    const registered = routes.map((route) => route.key).sort();
    const listed = Object.keys(AUTHORIZATION_MATRIX).sort();
    expect(registered.filter((key) => !listed.includes(key)), 'routes missing from the matrix').toEqual([]);
    expect(listed.filter((key) => !registered.includes(key)), 'matrix entries without a route').toEqual([]);
  });

  for (const [key, entry] of Object.entries(AUTHORIZATION_MATRIX)) {
    it(`${key} (${entry.access})`, async () => {
      const method = key.slice(0, key.indexOf(' '));
      const failures: string[] = [];
      for (const role of PROBE_ORDER) {
        const probe = entry.probe ? await entry.probe(ctx, role) : { url: key.slice(key.indexOf(' ') + 1) };
        const cookie = probe.cookie ?? (role === 'visitor' || role === 'pseudonym' ? undefined : cookies[role]);
        const extra: Record<string, string> = role === 'pseudonym' ? { [ANONYMOUS_TOKEN_HEADER]: anonymousToken } : {};
        const response = await inject(method, probe, cookie, extra);
        const code = String(response.headers['content-type']).includes('json') ? (response.json<{ code?: string }>().code ?? undefined) : undefined;
        const verdict = verdictFor(entry.access, role);
        const problem = breach(entry, verdict, response.statusCode, code);
        if (problem) failures.push(`${role}: ${problem}, got ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      expect(failures, `${key}`).toEqual([]);
    });
  }

  // The blocked viewpoint, made once when first probed: a newcomer whom `member` blocked.
  let blockedCookie: Promise<string> | undefined;
  const blockedByMember = () =>
    (blockedCookie ??= (async () => {
      const [newcomer] = await createSignedInMembers(t.app, 1, 'bloque');
      await apiAs(cookies.member, 'PUT', `/api/blocks/${newcomer!.id}`, undefined);
      return newcomer!.cookie;
    })());

  for (const [key, row] of Object.entries(BLOCKED_MATRIX)) {
    it(`${key} (blocked by its owner: not found)`, async () => {
      expect(AUTHORIZATION_MATRIX[key], 'a route of the matrix').toBeDefined();
      const response = await inject(key.slice(0, key.indexOf(' ')), await row.probe(ctx), await blockedByMember());
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ code: row.code });
    });
  }

  // The hidden-field viewpoint: a member hiding one field at a time, and a curious member probing
  // the lists on it. Made once, when first probed; their profiles fit dating, search and the board.
  let hiding: Promise<{ hider: Member; curious: Member; city: string }> | undefined;
  const hiderAndCurious = () =>
    (hiding ??= (async () => {
      const [hider, curious] = (await createSignedInMembers(t.app, 2, 'discret')) as Member[];
      const city = `Cachéville ${crypto.randomBytes(3).toString('hex')}`;
      const dating = { lookingFor: 'dating' as const, locationCountry: 'France', interests: ['Kitesurf'] };
      await t.app.db.update(profiles).set({ ...dating, age: HIDER_AGE, locationCity: city }).where(eq(profiles.userId, hider!.id));
      await t.app.db.update(profiles).set({ ...dating, age: HIDER_AGE + 1, locationCity: 'Nantes' }).where(eq(profiles.userId, curious!.id));
      await t.app.db.update(userLevels).set({ xp: 1_000_000 }).where(eq(userLevels.userId, hider!.id));
      return { hider: hider!, curious: curious!, city };
    })());

  for (const [key, row] of Object.entries(HIDDEN_FIELD_MATRIX)) {
    it(`${key} (a hidden field is neither filtered, searched nor ranked on)`, async () => {
      expect(AUTHORIZATION_MATRIX[key], 'a route of the matrix').toBeDefined();
      const { hider, curious, city } = await hiderAndCurious();
      const probe = row.probe({ id: hider.id, age: HIDER_AGE, city });
      const finds = async (privacy: object) => {
        await t.app.db.update(profiles).set({ privacySettings: { ...DEFAULT_PRIVACY_SETTINGS, ...privacy } }).where(eq(profiles.userId, hider.id));
        if (row.prepare) await apiAs(curious.cookie, row.prepare.method, row.prepare.url, row.prepare.payload);
        const response = await inject('GET', probe, curious.cookie);
        expect(response.statusCode, response.body).toBe(200);
        return response.body.includes(hider.id);
      };
      expect(await finds({}), 'found while the field is shown').toBe(true);
      expect(await finds(row.hides), 'absent once it is hidden').toBe(false);
      await t.app.db.update(profiles).set({ privacySettings: DEFAULT_PRIVACY_SETTINGS }).where(eq(profiles.userId, hider.id));
    });
  }
});
