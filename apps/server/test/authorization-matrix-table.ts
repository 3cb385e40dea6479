import { DEFAULT_PRIVACY_SETTINGS, instantToLocalDateTime } from '@la-meute/shared';

/** The hidden-field rows' member: an age no other matrix member has. */
export const HIDER_AGE = 37;

/**
 * Who calls: nobody; a pseudonym (an anonymous chat token in x-anonymous-token, no session); the
 * member who owns the matrix's resources; another member; a moderator; an admin.
 */
export const ROLES = ['visitor', 'pseudonym', 'member', 'other', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * - public: nobody is refused (never 401/403);
 * - author: a member or a pseudonym (the forum's writes); a visitor is asked to sign in;
 * - member: any signed-in member;
 * - owner: the member owning the resource; another member, moderators and admins get 403 or 404;
 * - owner-or-moderator: as owner, but moderators and admins may act on it (forum removals);
 * - moderator / admin: the moderation desk's roles; lower roles get 403.
 */
export type Access = 'public' | 'author' | 'member' | 'owner' | 'owner-or-moderator' | 'moderator' | 'admin';

export interface Probe {
  url: string;
  payload?: unknown;
  /** Sent instead of the role's cookie (sign-out must not end the matrix's own sessions). */
  cookie?: string;
  remoteAddress?: string;
}

/** What the matrix made before probing: resources owned by `member`, and how to make fresh ones. */
export interface MatrixContext {
  ids: {
    member: string;
    memberEmail: string;
    bystander: string;
    secondBystander: string;
    thirdBystander: string;
    blockTarget: string;
    connectTarget: string;
    moderationTarget: string;
    channel: string;
    post: string;
    event: string;
    topic: string;
    /** A bystander's reply on member's topic: only the topic's author may mark it helpful. */
    helpfulReply: string;
    /** A group conversation of member (its admin) and two bystanders. */
    conversation: string;
    export: string;
    decision: string;
    acceptConnection: string;
    declineConnection: string;
    dismissRecommendation: string;
    applyRecommendation: string;
    match: string;
  };
  signer: { email: string; password: string };
  fresh: {
    post: () => Promise<string>;
    event: () => Promise<string>;
    topic: () => Promise<string>;
    reply: () => Promise<string>;
    report: () => Promise<string>;
    appeal: () => Promise<string>;
    word: () => Promise<string>;
    /** A new session of the signer account, to be signed out. */
    session: () => Promise<string>;
  };
  unique: () => string;
  /** A different client address per call, so per-address limits never answer for the rule tested. */
  address: () => string;
}

export interface MatrixEntry {
  access: Access;
  /** The request each role sends; the route's own URL, no body, when left out. */
  probe?: (ctx: MatrixContext, role: Role) => Probe | Promise<Probe>;
  /** The status an allowed caller gets when it is not a success (the test app has no web build). */
  allowedStatus?: number;
  /** A refusal that comes after the access check passed (a wrong password is not a missing right). */
  allowedRefusal?: { status: number; code: string };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const parisIn = (days: number, hours = 0) => instantToLocalDateTime(new Date(Date.now() + days * DAY_MS + hours * 3_600_000), 'Europe/Paris');
const STRONG_PASSWORD = 'Une-phrase-de-passe-solide-42';

const validEvent = () => ({
  title: 'Méditation au lac',
  startsAt: parisIn(7),
  endsAt: parisIn(7, 2),
  timeZone: 'Europe/Paris',
  eventType: 'in-person',
  location: 'Annecy',
});

const profile = (username: string) => ({
  username,
  displayName: 'Luna',
  age: 34,
  lookingFor: 'friendship',
  interests: ['yoga'],
  languages: ['français'],
  privacySettings: DEFAULT_PRIVACY_SETTINGS,
});

const pushSubscription = (id: string) => ({ endpoint: `https://push.example/${id}`, keys: { p256dh: 'BPublicKey', auth: 'secret' } });

/**
 * The blocked viewpoint: a member whom `member` blocked reads or acts on member's resources and
 * finds nothing, the very answer a missing resource gets (ADR 019: a block works both ways and
 * does not reveal itself). Keyed as the matrix is; each key is one of its routes.
 */
export const BLOCKED_MATRIX: Record<string, { probe: (ctx: MatrixContext) => Probe | Promise<Probe>; code: string }> = {
  'GET /api/posts/:id': { probe: (ctx) => ({ url: `/api/posts/${ctx.ids.post}` }), code: 'posts.not_found' },
  'POST /api/posts/:id/like': { probe: (ctx) => ({ url: `/api/posts/${ctx.ids.post}/like` }), code: 'posts.not_found' },
  'POST /api/posts/:id/share': { probe: (ctx) => ({ url: `/api/posts/${ctx.ids.post}/share` }), code: 'posts.not_found' },
  'POST /api/posts/:id/comments': { probe: (ctx) => ({ url: `/api/posts/${ctx.ids.post}/comments`, payload: { content: 'Bravo' } }), code: 'posts.not_found' },
  'GET /api/events/:id': { probe: async (ctx) => ({ url: `/api/events/${await ctx.fresh.event()}` }), code: 'events.not_found' },
  'POST /api/events/:id/registration': { probe: async (ctx) => ({ url: `/api/events/${await ctx.fresh.event()}/registration` }), code: 'events.not_found' },
  'GET /api/forum/topics/:id': { probe: (ctx) => ({ url: `/api/forum/topics/${ctx.ids.topic}` }), code: 'forum.not_found' },
  'POST /api/forum/topics/:id/replies': { probe: (ctx) => ({ url: `/api/forum/topics/${ctx.ids.topic}/replies`, payload: { content: 'Coucou' } }), code: 'forum.not_found' },
  'POST /api/forum/topics/:id/like': { probe: (ctx) => ({ url: `/api/forum/topics/${ctx.ids.topic}/like` }), code: 'forum.not_found' },
};

/**
 * Lists that filter, rank or search on a field a member may hide. A curious member probes each
 * with the hider's value: found while the field is shown (so the probe can find them), absent once
 * it is hidden (`hides`). `prepare` is what the curious member sends first (a saved search).
 */
export interface HiddenFieldProbe {
  hides: Partial<Record<'show_age' | 'show_location', false>> | { profile_visibility: 'private' };
  prepare?: Probe & { method: 'PUT' | 'POST' };
  probe: (hider: { id: string; age: number; city: string }) => Probe;
}

export const HIDDEN_FIELD_MATRIX: Record<string, HiddenFieldProbe> = {
  'GET /api/dating/discover': {
    hides: { show_age: false },
    prepare: {
      method: 'PUT',
      url: '/api/dating/preferences',
      payload: { minAge: HIDER_AGE, maxAge: HIDER_AGE, genders: [], distance: 'any', interests: ['kitesurf'], hidden: false },
    },
    probe: () => ({ url: '/api/dating/discover' }),
  },
  'GET /api/search': { hides: { show_location: false }, probe: (hider) => ({ url: `/api/search?type=people&q=${encodeURIComponent(hider.city)}` }) },
  'GET /api/gamification/leaderboard': { hides: { profile_visibility: 'private' }, probe: () => ({ url: '/api/gamification/leaderboard' }) },
};

/** Every route the app registers, keyed `METHOD url` as Fastify's route table names them. */
export const AUTHORIZATION_MATRIX: Record<string, MatrixEntry> = {
  'GET /healthz': { access: 'public' },

  // Auth: sign-in and sign-out use the signer account, so the matrix's own sessions stay open.
  'GET /api/auth/session': { access: 'public' },
  'POST /api/auth/sign-up': {
    access: 'public',
    // An address already taken: the whole path runs, and no account or mail is made.
    probe: (ctx) => ({
      url: '/api/auth/sign-up',
      payload: { email: ctx.ids.memberEmail, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD },
      remoteAddress: ctx.address(),
    }),
  },
  'POST /api/auth/sign-in': {
    access: 'public',
    probe: (ctx) => ({ url: '/api/auth/sign-in', payload: ctx.signer, remoteAddress: ctx.address() }),
  },
  'POST /api/auth/sign-out': {
    access: 'public',
    probe: async (ctx, role) => ({ url: '/api/auth/sign-out', ...(role === 'visitor' || role === 'pseudonym' ? {} : { cookie: await ctx.fresh.session() }) }),
  },
  'GET /api/auth/verify-email': { access: 'public', probe: () => ({ url: '/api/auth/verify-email?token=pas-un-jeton' }) },
  'POST /api/auth/verify-email/resend': {
    access: 'public',
    probe: (ctx) => ({
      url: '/api/auth/verify-email/resend',
      payload: { email: `personne-${ctx.unique()}@example.org` },
      remoteAddress: ctx.address(),
    }),
  },
  'POST /api/auth/password-reset/request': {
    access: 'public',
    probe: (ctx) => ({ url: '/api/auth/password-reset/request', payload: { email: `personne-${ctx.unique()}@example.org` } }),
  },
  'POST /api/auth/password-reset/confirm': {
    access: 'public',
    probe: () => ({ url: '/api/auth/password-reset/confirm', payload: { token: 'pas-un-jeton', password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD } }),
  },
  'POST /api/anonymous': {
    access: 'public',
    probe: (ctx) => ({ url: '/api/anonymous', payload: { sessionId: crypto.randomUUID(), pseudonym: 'Renard' }, remoteAddress: ctx.address() }),
  },

  'GET /api/community/stats': { access: 'public' },
  'GET /api/community/recent-members': { access: 'public' },
  'GET /api/channels': { access: 'public' },
  'GET /api/channels/:id/messages': { access: 'public', probe: (ctx) => ({ url: `/api/channels/${ctx.ids.channel}/messages` }) },
  // The offline outbox's send: a member's, over HTTP (a pseudonym sends over the connection only).
  'POST /api/channels/:id/messages': {
    access: 'member',
    probe: (ctx) => ({ url: `/api/channels/${ctx.ids.channel}/messages`, payload: { content: 'Bonjour du parc', clientId: 'matrice' } }),
  },

  // Conversations: a non-participant is told the conversation does not exist (404).
  'POST /api/conversations/direct': { access: 'member', probe: (ctx) => ({ url: '/api/conversations/direct', payload: { userId: ctx.ids.bystander } }) },
  'POST /api/conversations': {
    access: 'member',
    probe: (ctx) => ({ url: '/api/conversations', payload: { memberIds: [ctx.ids.bystander, ctx.ids.secondBystander], title: 'Balades' } }),
  },
  'GET /api/conversations': { access: 'member' },
  'GET /api/conversations/unread': { access: 'member' },
  'GET /api/conversations/:id': { access: 'owner', probe: (ctx) => ({ url: `/api/conversations/${ctx.ids.conversation}` }) },
  'PATCH /api/conversations/:id': {
    access: 'owner',
    probe: (ctx) => ({ url: `/api/conversations/${ctx.ids.conversation}`, payload: { title: 'Balades du dimanche' } }),
  },
  'POST /api/conversations/:id/participants': {
    access: 'owner',
    probe: (ctx) => ({ url: `/api/conversations/${ctx.ids.conversation}/participants`, payload: { memberIds: [ctx.ids.thirdBystander] } }),
  },
  'GET /api/conversations/:id/messages': { access: 'owner', probe: (ctx) => ({ url: `/api/conversations/${ctx.ids.conversation}/messages` }) },
  'POST /api/conversations/:id/messages': {
    access: 'owner',
    probe: (ctx) => ({ url: `/api/conversations/${ctx.ids.conversation}/messages`, payload: { content: 'Bonjour' } }),
  },
  'POST /api/conversations/:id/read': { access: 'owner', probe: (ctx) => ({ url: `/api/conversations/${ctx.ids.conversation}/read` }) },

  // Events: anyone reads; only the organiser edits or cancels.
  'GET /api/events/upcoming': { access: 'public' },
  'GET /api/events': { access: 'public' },
  'POST /api/events': { access: 'member', probe: () => ({ url: '/api/events', payload: validEvent() }) },
  'GET /api/events/:id': { access: 'public', probe: (ctx) => ({ url: `/api/events/${ctx.ids.event}` }) },
  'PATCH /api/events/:id': { access: 'owner', probe: (ctx) => ({ url: `/api/events/${ctx.ids.event}`, payload: validEvent() }) },
  'POST /api/events/:id/cancel': { access: 'owner', probe: async (ctx) => ({ url: `/api/events/${await ctx.fresh.event()}/cancel` }) },
  'POST /api/events/:id/registration': { access: 'member', probe: (ctx) => ({ url: `/api/events/${ctx.ids.event}/registration` }) },
  'DELETE /api/events/:id/registration': { access: 'member', probe: (ctx) => ({ url: `/api/events/${ctx.ids.event}/registration` }) },
  'GET /api/events/:id/ics': { access: 'public', probe: (ctx) => ({ url: `/api/events/${ctx.ids.event}/ics` }) },

  // Forum: reads are public; a pseudonym may write; removals are the author's or the desk's.
  'GET /api/forum/topics': { access: 'public' },
  'GET /api/forum/categories': { access: 'public' },
  'GET /api/forum/trending': { access: 'public' },
  'POST /api/forum/topics': {
    access: 'author',
    probe: (ctx) => ({ url: '/api/forum/topics', payload: { title: 'Une question', content: 'Bonjour à tous', category: 'help' }, remoteAddress: ctx.address() }),
  },
  'GET /api/forum/topics/:id': { access: 'public', probe: (ctx) => ({ url: `/api/forum/topics/${ctx.ids.topic}` }) },
  'DELETE /api/forum/topics/:id': { access: 'owner-or-moderator', probe: async (ctx) => ({ url: `/api/forum/topics/${await ctx.fresh.topic()}` }) },
  'POST /api/forum/topics/:id/replies': {
    access: 'author',
    probe: (ctx) => ({ url: `/api/forum/topics/${ctx.ids.topic}/replies`, payload: { content: 'Merci !' }, remoteAddress: ctx.address() }),
  },
  'DELETE /api/forum/replies/:id': { access: 'owner-or-moderator', probe: async (ctx) => ({ url: `/api/forum/replies/${await ctx.fresh.reply()}` }) },
  'POST /api/forum/topics/:id/like': { access: 'member', probe: (ctx) => ({ url: `/api/forum/topics/${ctx.ids.topic}/like` }) },
  'PUT /api/forum/replies/:id/helpful': {
    access: 'owner',
    probe: (ctx) => ({ url: `/api/forum/replies/${ctx.ids.helpfulReply}/helpful`, payload: { helpful: true } }),
  },
  'PUT /api/forum/topics/:id/pin': { access: 'moderator', probe: (ctx) => ({ url: `/api/forum/topics/${ctx.ids.topic}/pin`, payload: { pinned: true } }) },

  'GET /api/gamification/me': { access: 'member' },
  'GET /api/gamification/leaderboard': { access: 'public' },

  // Posts: anyone reads; members write; only the author edits or deletes (moderators act through the desk).
  'GET /api/posts': { access: 'public' },
  'GET /api/posts/stats': { access: 'public' },
  'GET /api/posts/:id': { access: 'public', probe: (ctx) => ({ url: `/api/posts/${ctx.ids.post}` }) },
  'POST /api/posts': { access: 'member', probe: () => ({ url: '/api/posts', payload: { content: 'Belle journée' } }) },
  'PATCH /api/posts/:id': { access: 'owner', probe: (ctx) => ({ url: `/api/posts/${ctx.ids.post}`, payload: { content: 'Belle journée, vraiment' } }) },
  'DELETE /api/posts/:id': { access: 'owner', probe: async (ctx) => ({ url: `/api/posts/${await ctx.fresh.post()}` }) },
  'POST /api/posts/:id/like': { access: 'member', probe: (ctx) => ({ url: `/api/posts/${ctx.ids.post}/like` }) },
  'POST /api/posts/:id/share': { access: 'member', probe: (ctx) => ({ url: `/api/posts/${ctx.ids.post}/share` }) },
  'POST /api/posts/:id/comments': { access: 'member', probe: (ctx) => ({ url: `/api/posts/${ctx.ids.post}/comments`, payload: { content: 'Bravo' } }) },

  'GET /api/profiles/:userId': { access: 'public', probe: (ctx) => ({ url: `/api/profiles/${ctx.ids.member}` }) },

  // Connections: a request can only be answered by the member it was sent to.
  'POST /api/connections': { access: 'member', probe: (ctx) => ({ url: '/api/connections', payload: { connectedUserId: ctx.ids.connectTarget } }) },
  'GET /api/connections': { access: 'member' },
  'GET /api/connections/requests': { access: 'member' },
  'POST /api/connections/:id/accept': { access: 'owner', probe: (ctx) => ({ url: `/api/connections/${ctx.ids.acceptConnection}/accept` }) },
  'POST /api/connections/:id/decline': { access: 'owner', probe: (ctx) => ({ url: `/api/connections/${ctx.ids.declineConnection}/decline` }) },
  'GET /api/discovery': { access: 'member' },

  'PATCH /api/me/language': { access: 'member', probe: () => ({ url: '/api/me/language', payload: { language: 'fr' } }) },
  'GET /api/me/profile': { access: 'member' },
  'PUT /api/me/profile': { access: 'member', probe: (_ctx, role) => ({ url: '/api/me/profile', payload: profile(`matrice_${role}`) }) },
  'POST /api/me/profile/sync': { access: 'member' },
  'GET /api/me/avatar-suggestions': { access: 'member' },
  'POST /api/me/avatar-suggestions/:style': { access: 'member', probe: () => ({ url: '/api/me/avatar-suggestions/bottts' }) },
  'GET /api/members': { access: 'member' },
  'POST /api/translations': { access: 'member', probe: () => ({ url: '/api/translations', payload: { text: 'Bonjour', targetLanguage: 'en' } }) },
  'GET /api/recommendations': { access: 'member' },
  'POST /api/recommendations/:id/dismiss': { access: 'owner', probe: (ctx) => ({ url: `/api/recommendations/${ctx.ids.dismissRecommendation}/dismiss` }) },
  'POST /api/recommendations/:id/apply': { access: 'owner', probe: (ctx) => ({ url: `/api/recommendations/${ctx.ids.applyRecommendation}/apply` }) },
  'POST /api/reports': {
    access: 'public',
    probe: (ctx) => ({ url: '/api/reports', payload: { targetType: 'post', targetId: ctx.ids.post, reason: 'spam' }, remoteAddress: ctx.address() }),
  },

  // The moderation desk; roles are admins' only.
  'GET /api/moderation/reports': { access: 'moderator' },
  'POST /api/moderation/reports/:id/resolve': { access: 'moderator', probe: async (ctx) => ({ url: `/api/moderation/reports/${await ctx.fresh.report()}/resolve` }) },
  'POST /api/moderation/reports/:id/dismiss': { access: 'moderator', probe: async (ctx) => ({ url: `/api/moderation/reports/${await ctx.fresh.report()}/dismiss` }) },
  'GET /api/moderation/rejections': { access: 'moderator' },
  'GET /api/moderation/actions': { access: 'moderator' },
  'POST /api/moderation/actions': {
    access: 'moderator',
    probe: (ctx) => ({ url: '/api/moderation/actions', payload: { type: 'warning', userId: ctx.ids.moderationTarget, ground: 'Règle 1', facts: 'Propos déplacés' } }),
  },
  'GET /api/moderation/users': { access: 'moderator' },
  'GET /api/moderation/users/:id': { access: 'moderator', probe: (ctx) => ({ url: `/api/moderation/users/${ctx.ids.moderationTarget}` }) },
  'PATCH /api/moderation/users/:id/role': {
    access: 'admin',
    probe: (ctx) => ({ url: `/api/moderation/users/${ctx.ids.moderationTarget}/role`, payload: { role: 'member' } }),
  },
  'POST /api/moderation/users/:id/lift': {
    access: 'moderator',
    probe: (ctx) => ({ url: `/api/moderation/users/${ctx.ids.moderationTarget}/lift`, payload: { kind: 'mute' } }),
  },
  'GET /api/moderation/words': { access: 'moderator' },
  'POST /api/moderation/words': { access: 'moderator', probe: (ctx) => ({ url: '/api/moderation/words', payload: { language: 'fr', word: `mot${ctx.unique()}` } }) },
  'DELETE /api/moderation/words/:language/:word': { access: 'moderator', probe: async (ctx) => ({ url: `/api/moderation/words/en/${await ctx.fresh.word()}` }) },
  'GET /api/moderation/appeals': { access: 'moderator' },
  'POST /api/moderation/appeals/:id/decide': {
    access: 'moderator',
    probe: async (ctx) => ({ url: `/api/moderation/appeals/${await ctx.fresh.appeal()}/decide`, payload: { outcome: 'upheld', note: 'Décision confirmée' } }),
  },
  'GET /api/me/moderation-decisions': { access: 'member' },
  'POST /api/me/moderation-decisions/:id/appeal': {
    access: 'owner',
    probe: (ctx) => ({ url: `/api/me/moderation-decisions/${ctx.ids.decision}/appeal`, payload: { message: 'Je conteste' } }),
  },
  // A banned member's appeal carries its signed token instead of a session: a bad token is a 400.
  'POST /api/moderation-appeals': {
    access: 'public',
    probe: (ctx) => ({ url: '/api/moderation-appeals', payload: { token: 'pas-un-jeton', message: 'Je conteste' }, remoteAddress: ctx.address() }),
  },

  'GET /api/ai-control/stats': { access: 'admin' },
  'GET /api/ai-control/logs': { access: 'admin' },
  'POST /api/ai-control/autopilot': { access: 'admin' },

  'GET /api/dating/preferences': { access: 'member' },
  'PUT /api/dating/preferences': { access: 'member', probe: () => ({ url: '/api/dating/preferences', payload: { minAge: 25, maxAge: 45 } }) },
  'GET /api/dating/discover': { access: 'member' },
  'POST /api/dating/swipes': { access: 'member', probe: (ctx) => ({ url: '/api/dating/swipes', payload: { targetId: ctx.ids.secondBystander, decision: 'pass' } }) },
  'GET /api/dating/matches': { access: 'member' },
  'DELETE /api/dating/matches/:id': { access: 'owner', probe: (ctx) => ({ url: `/api/dating/matches/${ctx.ids.match}` }) },

  // Blocks and mutes act on the caller's own lists: a member's target is never refused.
  'GET /api/blocks': { access: 'member' },
  'PUT /api/blocks/:userId': { access: 'member', probe: (ctx) => ({ url: `/api/blocks/${ctx.ids.blockTarget}` }) },
  'DELETE /api/blocks/:userId': { access: 'member', probe: (ctx) => ({ url: `/api/blocks/${ctx.ids.blockTarget}` }) },
  'PUT /api/mutes/:userId': { access: 'member', probe: (ctx) => ({ url: `/api/mutes/${ctx.ids.blockTarget}` }) },
  'DELETE /api/mutes/:userId': { access: 'member', probe: (ctx) => ({ url: `/api/mutes/${ctx.ids.blockTarget}` }) },

  'POST /api/account/exports': { access: 'member' },
  'GET /api/account/exports/latest': { access: 'member' },
  'GET /api/account/exports/:id/download': { access: 'owner', probe: (ctx) => ({ url: `/api/account/exports/${ctx.ids.export}/download` }) },
  // A wrong password: the deletion is refused past the access check, and nobody is deleted.
  'POST /api/account/deletion': {
    access: 'member',
    probe: () => ({ url: '/api/account/deletion', payload: { password: 'pas-le-bon-mot-de-passe' } }),
    allowedRefusal: { status: 403, code: 'account.password_invalid' },
  },

  'GET /api/notifications': { access: 'member' },
  'GET /api/notifications/unread-count': { access: 'member' },
  'POST /api/notifications/read': { access: 'member', probe: () => ({ url: '/api/notifications/read', payload: {} }) },
  'GET /api/notifications/preferences': { access: 'member' },
  'PUT /api/notifications/preferences': {
    access: 'member',
    probe: () => ({ url: '/api/notifications/preferences', payload: { channels: {}, quietHours: null, timeZone: 'Europe/Paris', messagesFrom: 'everyone', digest: 'off' } }),
  },
  'GET /api/push/subscriptions': { access: 'member' },
  'POST /api/push/subscriptions': { access: 'member', probe: (_ctx, role) => ({ url: '/api/push/subscriptions', payload: pushSubscription(role) }) },
  'DELETE /api/push/subscriptions': { access: 'member', probe: (_ctx, role) => ({ url: '/api/push/subscriptions', payload: { endpoint: pushSubscription(role).endpoint } }) },
  // The digest's unsubscribe link carries its own signed token: a bad one is a 400.
  'POST /api/notifications/unsubscribe': { access: 'public', probe: (ctx) => ({ url: '/api/notifications/unsubscribe', payload: { token: 'pas-un-jeton' }, remoteAddress: ctx.address() }) },
  'GET /api/search': { access: 'public', probe: () => ({ url: '/api/search?q=yoga' }) },

  // Media: without a file the upload is refused (400) once the caller is known to be a member.
  'POST /api/media': { access: 'member' },
  'POST /api/me/avatar': { access: 'member' },
  'GET /media/*': { access: 'public', probe: () => ({ url: '/media/aucun/fichier.png' }) },
  // A private file answers everyone it is not for as a missing one (404), never 401/403.
  'GET /media/private/*': { access: 'public', probe: () => ({ url: '/media/private/aucun/fichier.png' }) },

  'GET /api/public-config': { access: 'public' },
  'GET /robots.txt': { access: 'public' },
  'GET /sitemap.xml': { access: 'public' },
  // The test app has no web build: the page answers 503 'not built', to everyone alike.
  'GET /': { access: 'public', allowedStatus: 503 },
};
