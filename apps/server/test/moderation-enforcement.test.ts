import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { roomName } from '@la-meute/shared';
import { channels, messages, moderationActions, notifications, posts, user } from '../src/db/schema';
import { describeEachDatabase } from './helpers/databases';
import { createSignedInMembers } from './helpers/members';
import { listenForSockets, nextEvent, openSocket, type TestSocket } from './helpers/sockets';
import { createTestApp, JSON_HEADERS, type TestApp } from './helpers/test-app';

type Member = { id: string; email: string; cookie: string };
const PASSWORD = 'membre-de-test-42';

describeEachDatabase('moderation decisions, enforced', (kind) => {
  let t: TestApp;
  let base: string;
  let modo: Member;
  let modo2: Member;
  let channelId: string;
  const sockets: TestSocket[] = [];
  const open = async (member: Member) => {
    const socket = await openSocket(base, { cookie: member.cookie });
    sockets.push(socket);
    return socket;
  };

  const settle = async () => {
    await t.app.services.events.settled();
  };
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, member: Member | null, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { ...(payload ? JSON_HEADERS : {}), ...(member ? { cookie: member.cookie } : {}) } });
  const decide = async (member: Member, payload: object) => {
    const response = await call('POST', '/api/moderation/actions', member, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { action: { id: string; actionType: string; endsAt: string | null; automated: boolean } };
  };
  const newMembers = async (howMany: number) => (await createSignedInMembers(t.app, howMany, 'sanction')) as Member[];
  const sendChat = (socket: TestSocket, content: string) => socket.emitWithAck('chat:send', { channelId, content, clientId: crypto.randomUUID() });
  const openDirect = async (from: Member, to: Member) => (await call('POST', '/api/conversations/direct', from, { userId: to.id })).json().id as string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await listenForSockets(t.app);
    [modo, modo2] = await newMembers(2) as [Member, Member];
    for (const staff of [modo, modo2]) {
      await t.app.db.update(user).set({ role: 'moderator' }).where(eq(user.id, staff.id));
      t.app.services.events.emit('profile.updated', { userId: staff.id, at: new Date().toISOString() });
    }
    const [channel] = await t.app.db.insert(channels).values({ name: `modération-${kind}`, description: 'Test' }).returning();
    channelId = channel!.id;
    await settle();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('a ban closes the banned member’s open socket within a second and refuses their sign-in', async () => {
    const [banned] = (await newMembers(1)) as [Member];
    const socket = await open(banned);
    const disconnected = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
    await decide(modo, { type: 'ban', userId: banned.id, ground: 'Harcèlement (règle 2)', facts: 'Messages insultants répétés' });
    // Counted from the decision's answer: a busy test machine may take that long to answer it.
    const deadline = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 1000));
    expect(await Promise.race([disconnected.then(() => 'closed' as const), deadline])).toBe('closed');

    // The old cookie no longer works, and signing in again is refused.
    expect((await call('GET', '/api/auth/session', banned)).json()).toMatchObject({ user: null });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: banned.email, password: PASSWORD },
      headers: JSON_HEADERS,
      remoteAddress: '10.250.0.1',
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().code).toBe('auth.banned');

    // Lifting the ban lets them in again.
    expect((await call('POST', `/api/moderation/users/${banned.id}/lift`, modo, { kind: 'ban' })).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: banned.email, password: PASSWORD },
      headers: JSON_HEADERS,
      remoteAddress: '10.250.0.2',
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('a muted member cannot post, comment, chat or message until the mute ends', async () => {
    const [muted, friend] = (await newMembers(2)) as [Member, Member];
    const post = (await call('POST', '/api/posts', friend, { content: 'Un post à commenter' })).json() as { id: string };
    const conversationId = await openDirect(muted, friend);
    const socket = await open(muted);

    const { action } = await decide(modo, { type: 'mute', userId: muted.id, durationHours: 24, ground: 'Spam', facts: 'Publicités répétées' });
    expect(new Date(action.endsAt!).getTime()).toBeGreaterThan(Date.now() + 23 * 3600 * 1000);

    const attempts = async () => ({
      post: await call('POST', '/api/posts', muted, { content: 'Je publie quand même' }),
      mediaPost: await call('POST', '/api/posts', muted, { mediaUrls: ['https://example.org/image.png'] }),
      comment: await call('POST', `/api/posts/${post.id}/comments`, muted, { content: 'Un commentaire' }),
      dm: await call('POST', `/api/conversations/${conversationId}/messages`, muted, { content: 'Un message privé' }),
      topic: await call('POST', '/api/forum/topics', muted, { title: 'Un sujet', content: 'Du contenu', category: 'help' }),
      chat: await sendChat(socket, 'Bonjour le salon'),
    });
    const refused = await attempts();
    for (const response of [refused.post, refused.mediaPost, refused.comment, refused.dm, refused.topic]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().code).toBe('moderation.muted');
    }
    expect(refused.chat).toEqual({ ok: false, code: 'moderation.muted' });

    // The mute ends (its end moved into the past): everything is accepted again.
    await t.app.db.update(user).set({ mutedUntil: new Date(Date.now() - 1000) }).where(eq(user.id, muted.id));
    const accepted = await attempts();
    expect(accepted.post.statusCode, accepted.post.body).toBe(201);
    expect(accepted.comment.statusCode, accepted.comment.body).toBe(201);
    expect(accepted.dm.statusCode, accepted.dm.body).toBe(201);
    expect(accepted.chat.ok).toBe(true);
  });

  it('each decision type writes its statement of reasons, notifies and mails the member', async () => {
    const [target] = (await newMembers(1)) as [Member];
    const post = (await call('POST', '/api/posts', target, { content: 'Contenu à retirer' })).json() as { id: string };
    const payloads = [
      { type: 'warning', ground: 'Règle 1 : respect', facts: 'Propos désobligeants' },
      { type: 'mute', durationHours: 1, ground: 'Règle 3 : spam', facts: 'Même message dix fois' },
      { type: 'delete', contentType: 'post', contentId: post.id, ground: 'Règle 4 : contenu illicite', facts: 'Publication illégale' },
      { type: 'ban', ground: 'Règle 2 : harcèlement', facts: 'Harcèlement répété' },
    ];
    for (const payload of payloads) {
      const { action } = await decide(modo, { ...payload, userId: target.id });
      const [row] = await t.app.db.select().from(moderationActions).where(eq(moderationActions.id, action.id));
      expect(row).toMatchObject({ actionType: payload.type, ground: payload.ground, facts: payload.facts, automated: false, targetUserId: target.id, moderatorId: modo.id });
      // The catcher keeps the raw bytes as latin-1: read them back as the UTF-8 they are.
      const mail = Buffer.from(t.mail.lastTo(target.email)?.raw ?? '', 'latin1').toString('utf8');
      expect(mail).toContain(`Faits : ${payload.facts}`);
      expect(mail).toContain(`Motif : ${payload.ground}`);
      expect(mail).toContain('Moyens automatisés utilisés : non');
      expect(mail).toContain('Faire appel');
    }
    const stored = await t.app.db.select().from(notifications).where(eq(notifications.userId, target.id));
    expect(stored.filter((entry) => entry.kind === 'moderation.decision')).toHaveLength(4);
    expect(await t.app.db.select().from(posts).where(eq(posts.id, post.id))).toHaveLength(0);
  });

  it('the audit log refuses UPDATE and DELETE', async () => {
    const [target] = (await newMembers(1)) as [Member];
    const { action } = await decide(modo, { type: 'warning', userId: target.id, ground: 'Règle 1', facts: 'Avertissement' });
    await expect(t.app.db.execute(sql`update moderation_actions set facts = 'réécrit' where id = ${action.id}`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`delete from moderation_actions where id = ${action.id}`)).rejects.toThrow();
    const [row] = await t.app.db.select().from(moderationActions).where(eq(moderationActions.id, action.id));
    expect(row?.facts).toBe('Avertissement');
  });

  it('refuses a decision on oneself, and an inconsistent one', async () => {
    const self = await call('POST', '/api/moderation/actions', modo, { type: 'warning', userId: modo.id, ground: 'x', facts: 'y' });
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('moderation.self_action');
    const [target] = (await newMembers(1)) as [Member];
    const noDuration = await call('POST', '/api/moderation/actions', modo, { type: 'mute', userId: target.id, ground: 'x', facts: 'y' });
    expect(noDuration.statusCode).toBe(400);
    const tooLong = await call('POST', '/api/moderation/actions', modo, { type: 'mute', durationHours: 100_000, userId: target.id, ground: 'x', facts: 'y' });
    expect(tooLong.statusCode).toBe(400);
    const noContent = await call('POST', '/api/moderation/actions', modo, { type: 'delete', userId: target.id, ground: 'x', facts: 'y' });
    expect(noContent.statusCode).toBe(400);
  });

  it('a member appeals once; another moderator decides, and a reversal lifts the mute', async () => {
    const [target] = (await newMembers(1)) as [Member];
    const { action } = await decide(modo, { type: 'mute', durationHours: 48, userId: target.id, ground: 'Règle 3', facts: 'Spam' });
    const mine = (await call('GET', '/api/me/moderation-decisions', target)).json() as { decisions: { id: string; canAppeal: boolean }[] };
    expect(mine.decisions).toEqual([expect.objectContaining({ id: action.id, canAppeal: true })]);

    const appealed = await call('POST', `/api/me/moderation-decisions/${action.id}/appeal`, target, { message: 'Je conteste' });
    expect(appealed.statusCode, appealed.body).toBe(201);
    const twice = await call('POST', `/api/me/moderation-decisions/${action.id}/appeal`, target, { message: 'Encore' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('moderation.appeal_exists');
    // Someone else's decision is not theirs to appeal.
    const [other] = (await newMembers(1)) as [Member];
    expect((await call('POST', `/api/me/moderation-decisions/${action.id}/appeal`, other, { message: 'x' })).json().code).toBe('moderation.action_not_found');

    const appealId = appealed.json().appeal.id as string;
    const queue = (await call('GET', '/api/moderation/appeals', modo2)).json() as { appeals: { id: string }[] };
    expect(queue.appeals.map((entry) => entry.id)).toContain(appealId);

    const same = await call('POST', `/api/moderation/appeals/${appealId}/decide`, modo, { outcome: 'reversed', note: 'Je me contredis' });
    expect(same.statusCode).toBe(403);
    expect(same.json().code).toBe('moderation.appeal_same_moderator');

    const reversed = await call('POST', `/api/moderation/appeals/${appealId}/decide`, modo2, { outcome: 'reversed', note: 'Mesure disproportionnée' });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json().appeal.status).toBe('reversed');
    const [row] = await t.app.db.select({ mutedUntil: user.mutedUntil }).from(user).where(eq(user.id, target.id));
    expect(row?.mutedUntil).toBeNull();
    expect((await call('POST', '/api/posts', target, { content: 'De retour' })).statusCode).toBe(201);
    const audit = await t.app.db.select().from(moderationActions).where(eq(moderationActions.appealId, appealId));
    expect(audit).toEqual([expect.objectContaining({ actionType: 'appeal_reversed', moderatorId: modo2.id })]);
    const notified = await t.app.db.select().from(notifications).where(eq(notifications.userId, target.id));
    expect(notified.map((entry) => entry.kind)).toContain('moderation.appeal-decided');
    // Decided once.
    expect((await call('POST', `/api/moderation/appeals/${appealId}/decide`, modo2, { outcome: 'upheld', note: 'x' })).statusCode).toBe(404);
  });

  it('a deletion removes the content and tells the listening sockets', async () => {
    const [author, reader] = (await newMembers(2)) as [Member, Member];
    // A chat message: its channel's room hears it.
    const authorSocket = await open(author);
    const readerSocket = await open(reader);
    expect(await readerSocket.emitWithAck('room:join', roomName('channel', channelId))).toMatchObject({ ok: true });
    const sent = await sendChat(authorSocket, 'Un message à retirer');
    expect(sent.ok).toBe(true);
    const messageId = (sent as { ok: true; data: { status: string; message: { id: string } } }).data.message.id;
    const heard = nextEvent(readerSocket, 'content:removed', (event) => event.contentId === messageId, 2000);
    await decide(modo, { type: 'delete', contentType: 'chat_message', contentId: messageId, userId: author.id, ground: 'Règle 1', facts: 'Insulte' });
    expect(await heard).toEqual({ contentType: 'chat_message', contentId: messageId, containerId: channelId });
    expect(await t.app.db.select().from(messages).where(eq(messages.id, messageId))).toHaveLength(0);

    // A post is public: every socket hears it.
    const post = (await call('POST', '/api/posts', author, { content: 'Post à retirer' })).json() as { id: string };
    const heardPost = nextEvent(readerSocket, 'content:removed', (event) => event.contentId === post.id, 2000);
    await decide(modo, { type: 'delete', contentType: 'post', contentId: post.id, userId: author.id, ground: 'Règle 1', facts: 'Spam' });
    expect(await heardPost).toEqual({ contentType: 'post', contentId: post.id, containerId: null });
    expect((await call('GET', `/api/posts/${post.id}`, reader)).statusCode).toBe(404);

    // The content must be the named member's.
    const other = (await call('POST', '/api/posts', reader, { content: 'Pas à l’auteur' })).json() as { id: string };
    const wrong = await call('POST', '/api/moderation/actions', modo, { type: 'delete', contentType: 'post', contentId: other.id, userId: author.id, ground: 'x', facts: 'y' });
    expect(wrong.statusCode).toBe(400);
  });

  it('applies an extra moderation word at once, and forgets it when removed', async () => {
    const [writer] = (await newMembers(1)) as [Member];
    const added = await call('POST', '/api/moderation/words', modo, { language: 'fr', word: 'Zorglub' });
    expect(added.statusCode, added.body).toBe(201);
    await settle();
    const refused = await call('POST', '/api/posts', writer, { content: 'Vive ZORGLÙB !' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('moderation.refused');
    expect((await call('POST', '/api/moderation/words', modo, { language: 'fr', word: '  !!  ' })).json().code).toBe('moderation.word_invalid');
    expect((await call('DELETE', '/api/moderation/words/fr/zorglub', modo)).statusCode).toBe(200);
    await settle();
    expect((await call('POST', '/api/posts', writer, { content: 'Vive Zorglub !' })).statusCode).toBe(201);
  });
});
