import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { createEventBus, type EventBus } from '../../lib/event-bus';
import { createOutboundGuard } from '../../lib/outbound-guard';
import { createRateLimits, type RateLimits } from '../../lib/rate-limit';
import { connectRedis, type RedisConnection } from '../../lib/redis-broadcast';
import { resolveSecret } from '../../lib/secret';
import { createAvatarSuggestionsService, type AvatarSuggestionsService } from '../../modules/avatars/avatar-suggestions.service';
import { createImageGenerator } from '../../modules/avatars/image-generation';
import { createAuthRepository, type AuthRepository } from '../../modules/auth/auth.repository';
import { createAuthService, type AuthService } from '../../modules/auth/auth.service';
import { createAuth } from '../../modules/auth/better-auth';
import { createChannelsRepository, type ChannelsRepository } from '../../modules/channels/channels.repository';
import { createChatRepository, type ChatRepository } from '../../modules/chat/chat.repository';
import { createChatService, type ChatService } from '../../modules/chat/chat.service';
import { createCommunityRepository, type CommunityRepository } from '../../modules/community/community.repository';
import { createConnectionsRepository } from '../../modules/connections/connections.repository';
import { createConnectionsService, type ConnectionsService } from '../../modules/connections/connections.service';
import { createDiscoveryRepository } from '../../modules/discovery/discovery.repository';
import { createDiscoveryService, type DiscoveryService } from '../../modules/discovery/discovery.service';
import { createEventsRepository } from '../../modules/events/events.repository';
import { createCalendarService, type CalendarService } from '../../modules/events/events.service';
import { createForumRepository } from '../../modules/forum/forum.repository';
import { createForumService, type ForumService } from '../../modules/forum/forum.service';
import { createGamificationRepository } from '../../modules/gamification/gamification.repository';
import { createLeaderboardRepository } from '../../modules/gamification/leaderboard.repository';
import { createGamificationService, type GamificationService } from '../../modules/gamification/gamification.service';
import { createMessagingRepository } from '../../modules/messaging/messaging.repository';
import { createMessagingService, type MessagingService } from '../../modules/messaging/messaging.service';
import { createMediaStorage } from '../../modules/media/create-media-storage';
import { createMediaCleanup, subscribeMediaCleanup } from '../../modules/media/media-cleanup';
import { createMediaRepository } from '../../modules/media/media.repository';
import { createMediaService, type MediaService } from '../../modules/media/media.service';
import type { MediaStorage } from '../../modules/media/storage';
import { createModerationRepository } from '../../modules/moderation/moderation.repository';
import { createModerationService, type ModerationService } from '../../modules/moderation/moderation.service';
import { createPostsRepository, type PostsRepository } from '../../modules/posts/posts.repository';
import { createPostsService, type PostsService } from '../../modules/posts/posts.service';
import { createProfilesRepository } from '../../modules/profiles/profiles.repository';
import { createProfilesService, type ProfilesService } from '../../modules/profiles/profiles.service';
import { createRecommendationPhraser } from '../../modules/recommendations/recommendation-phraser';
import { createRecommendationsRepository } from '../../modules/recommendations/recommendations.repository';
import { createRecommendationsService, type RecommendationsService } from '../../modules/recommendations/recommendations.service';
import { createTranslationRepository } from '../../modules/translation/translation.repository';
import { createTranslationService, type TranslationService } from '../../modules/translation/translation.service';
import { createTranslationProvider } from '../../modules/translation/translation-providers';
import { createAccountDataRepository } from '../../modules/account-data/account-data.repository';
import { createAccountDataService, type AccountDataService } from '../../modules/account-data/account-data.service';
import { createAutopilotProposer } from '../../modules/autopilot/autopilot-proposer';
import { createAutopilotRepository } from '../../modules/autopilot/autopilot.repository';
import { createAutopilotService, type AutopilotService } from '../../modules/autopilot/autopilot.service';
import { createBlocksRepository } from '../../modules/blocks/blocks.repository';
import { createBlocksService, type BlocksService } from '../../modules/blocks/blocks.service';
import { createDatingRepository } from '../../modules/dating/dating.repository';
import { createDatingService, type DatingService } from '../../modules/dating/dating.service';
import { createJobLocksRepository, type JobLocksRepository } from '../../modules/job-locks/job-locks.repository';
import { createModerationDecisions, type ContentRemovers, type Moderator } from '../../modules/moderation/moderation-decisions';
import { createModerationDeskRepository } from '../../modules/moderation/moderation-desk.repository';
import { createModerationDeskService, type ModerationDeskService } from '../../modules/moderation/moderation-desk.service';
import { createNotificationsRepository } from '../../modules/notifications/notifications.repository';
import { createNotificationsService, type NotificationsService } from '../../modules/notifications/notifications.service';
import { createNotificationSourcesRepository } from '../../modules/notifications/notification-sources.repository';
import { subscribeNotificationTriggers } from '../../modules/notifications/notification-triggers';
import { findConversationViewers } from '../../realtime/handlers/notifications';
import { createDigestDeliveryRepository } from '../../modules/notifications/digest-delivery.repository';
import { createDigestService, type DigestService } from '../../modules/notifications/digest.service';
import { createNotificationDelivery, type NotificationDelivery } from '../../modules/notifications/notification-delivery';
import { createPushDeliveryRepository } from '../../modules/notifications/push-delivery.repository';
import { createPushSubscriptionsService, type PushSubscriptionsService } from '../../modules/notifications/push-subscriptions.service';
import { createSearchContentRepository } from '../../modules/search/search-content.repository';
import { createSearchPeopleRepository } from '../../modules/search/search-people.repository';
import { createSearchService, type SearchService } from '../../modules/search/search.service';
import { createReportOutcomes } from '../../modules/reports/report-outcomes';
import { createReportsRepository } from '../../modules/reports/reports.repository';
import { createReportsService, type ReportsService } from '../../modules/reports/reports.service';
import { createAccountErasureRepository } from '../../modules/retention/account-erasure.repository';
import { createRetentionRepository } from '../../modules/retention/retention.repository';
import { createRetentionService, type RetentionService } from '../../modules/retention/retention.service';
import type { ForumIdentity } from '../../modules/forum/forum.service';

/** Every repository and service of the app, built once (ADR 013). Routes and socket handlers only use them. */
export interface Services {
  /** The instance's one pair of Redis connections (none without REDIS_URL), for every concern. */
  redis: RedisConnection;
  events: EventBus;
  rateLimits: RateLimits;
  auth: AuthService;
  authRepository: AuthRepository;
  moderation: ModerationService;
  posts: PostsService;
  postsRepository: PostsRepository;
  chat: ChatService;
  chatRepository: ChatRepository;
  messaging: MessagingService;
  channels: ChannelsRepository;
  community: CommunityRepository;
  /** Events (SPEC §2 /events): `events` is the domain-event bus. */
  calendar: CalendarService;
  forum: ForumService;
  gamification: GamificationService;
  profiles: ProfilesService;
  connections: ConnectionsService;
  discovery: DiscoveryService;
  media: MediaService;
  mediaStorage: MediaStorage;
  translation: TranslationService;
  avatarSuggestions: AvatarSuggestionsService;
  recommendations: RecommendationsService;
  // Safety and stewardship (ADR 019).
  notifications: NotificationsService;
  reports: ReportsService;
  /** The moderation dashboard's decisions (`moderation` is the content check every feature calls). */
  moderationDesk: ModerationDeskService;
  autopilot: AutopilotService;
  dating: DatingService;
  blocks: BlocksService;
  accountData: AccountDataService;
  // Push and mail delivery, digests, one search.
  notificationDelivery: NotificationDelivery;
  pushSubscriptions: PushSubscriptionsService;
  digests: DigestService;
  search: SearchService;
  /** The privacy policy's retention periods: what is kept no longer, and accounts to erase. */
  retention: RetentionService;
  /** "Run once across instances": the scheduler's claims and the long runs' locks. */
  jobLocks: JobLocksRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** Signs the anonymous chat tokens and Better Auth's cookies. */
    serverSecret: string;
  }
}

/**
 * The composition root: the one place that knows which implementation each service gets. A
 * feature that reacts to another's action subscribes to its domain event on `services.events`.
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const redis = await connectRedis({ redisUrl: config.redisUrl, logger: app.log });
    const events = await createEventBus({ redis, logger: app.log });
    app.addHook('onClose', async () => {
      await events.close();
      await redis.close();
    });
    // Test apps share one Redis but not their budgets; instances of one test share its data dir.
    const namespace = config.env === 'test' ? config.dataDir : undefined;
    const rateLimits = createRateLimits({ client: redis.client, namespace });
    const secret = resolveSecret(config.sessionSecret, config.dataDir);

    const authRepository = createAuthRepository(app.db);
    const moderationRepository = createModerationRepository(app.db);
    const auth = createAuth({ db: app.db, secret, appUrl: config.appUrl, adminEmails: config.adminEmails, mailer: app.mailer, restrictions: moderationRepository });
    const moderation = createModerationService({
      repository: moderationRepository,
      logger: app.log,
      remote: config.moderationApi,
      events,
    });
    const postsRepository = createPostsRepository(app.db);
    const chatRepository = createChatRepository(app.db);
    const storage = createMediaStorage({ dataDir: config.dataDir, bucket: 'media', s3: config.s3 });

    // Every address a member gives (a push endpoint) is checked when given and again at each connection.
    const outbound = createOutboundGuard({ allowHosts: config.outbound.allowHosts });
    const pushDeliveryRepository = createPushDeliveryRepository(app.db);
    const notificationDelivery = createNotificationDelivery({ repository: pushDeliveryRepository, config, mailer: app.mailer, logger: app.log, outbound });
    // Pending pushes are cancelled, and those already sending finish before the database closes.
    app.addHook('onClose', async () => {
      notificationDelivery.close();
      await notificationDelivery.settled();
    });
    const notificationSources = createNotificationSourcesRepository(app.db);
    const notifications = createNotificationsService({
      repository: createNotificationsRepository(app.db),
      sources: notificationSources,
      events,
      delivery: notificationDelivery,
      pushMessageDelayMs: config.push.messageDelayMs,
    });
    // Likes, comments, replies, mentions, messages… notify their member. Socket.IO is
    // registered after the services: it is read when a message arrives, not now.
    const stopNotificationTriggers = subscribeNotificationTriggers({
      events,
      notifications,
      sources: notificationSources,
      conversationViewers: async (conversationId) =>
        app.hasDecorator('io') ? findConversationViewers(app.io, conversationId) : new Set<string>(),
    });
    app.addHook('onClose', async () => stopNotificationTriggers());
    const profiles = createProfilesService({ repository: createProfilesRepository(app.db), events });
    const mediaRepository = createMediaRepository(app.db);
    const media = createMediaService({ storage, repository: mediaRepository });
    // Deleted content takes its files along (disk or S3) once nothing else shows them.
    const mediaCleanup = createMediaCleanup({ repository: mediaRepository, storage, logger: app.log });
    const stopMediaCleanup = subscribeMediaCleanup(events, mediaCleanup);
    app.addHook('onClose', async () => stopMediaCleanup());

    const posts = createPostsService({ repository: postsRepository, moderation, events });
    const chat = createChatService({ repository: chatRepository, moderation, events });
    const messaging = createMessagingService({ repository: createMessagingRepository(app.db), moderation, events });
    const calendar = createCalendarService({ repository: createEventsRepository(app.db), moderation, events });
    const forum = createForumService({ repository: createForumRepository(app.db), moderation, events, rateLimits });
    const recommendations = createRecommendationsService({
      repository: createRecommendationsRepository(app.db),
      events,
      phraser: createRecommendationPhraser(config.translation.openAi),
      logger: app.log,
    });
    const jobLocks = createJobLocksRepository(app.db);
    const reportsRepository = createReportsRepository(app.db);
    const site = { appUrl: config.appUrl, name: config.publicConfig.siteName, contactEmail: config.publicConfig.operator.email };
    const reportOutcomes = createReportOutcomes({ notifications, mailer: app.mailer, logger: app.log, site });
    // A moderator removes content through the feature that owns it, never by deleting its rows.
    const asModerator = ({ id, role }: Moderator): ForumIdentity => ({ member: { id, level: 1, role }, anonymous: null, fingerprint: '' });
    const removers: ContentRemovers = {
      post: (id) => posts.removeAsModerator(id),
      comment: (id) => posts.removeCommentAsModerator(id),
      forum_topic: async (id, moderator) => (await forum.removeTopic(id, asModerator(moderator)), true),
      forum_reply: async (id, moderator) => (await forum.removeReply(id, asModerator(moderator)), true),
      chat_message: (id) => chat.removeAsModerator(id),
      private_message: (id) => messaging.removeAsModerator(id),
      direct_message: (id) => messaging.removeAsModerator(id),
      event: (id) => calendar.removeAsModerator(id),
    };
    const moderationDeskRepository = createModerationDeskRepository(app.db);
    const moderationDecisions = createModerationDecisions({
      repository: moderationDeskRepository,
      evidence: reportsRepository,
      removers,
      outcomes: reportOutcomes,
      notifications,
      events,
    });

    const services: Services = {
      redis,
      events,
      rateLimits,
      auth: createAuthService({
        auth,
        repository: authRepository,
        events,
        rateLimits,
        secret,
        secureCookies: config.appUrl.startsWith('https://'),
      }),
      authRepository,
      moderation,
      posts,
      postsRepository,
      chat,
      chatRepository,
      messaging,
      channels: createChannelsRepository(app.db),
      community: createCommunityRepository(app.db),
      calendar,
      forum,
      gamification: createGamificationService({ repository: createGamificationRepository(app.db), leaderboard: createLeaderboardRepository(app.db), events, logger: app.log }),
      connections: createConnectionsService({ repository: createConnectionsRepository(app.db), events }),
      discovery: createDiscoveryService({ repository: createDiscoveryRepository(app.db) }),
      profiles,
      media,
      mediaStorage: storage,
      avatarSuggestions: createAvatarSuggestionsService({
        profiles,
        media,
        storage,
        imageGenerator: createImageGenerator(config.imageGeneration),
        logger: app.log,
      }),
      translation: createTranslationService({
        repository: createTranslationRepository(app.db),
        provider: createTranslationProvider(config.translation),
        rateLimits,
        logger: app.log,
      }),
      recommendations,
      notifications,
      reports: createReportsService({ repository: reportsRepository, rateLimits, events, mailer: app.mailer, logger: app.log }),
      moderationDesk: createModerationDeskService({ repository: moderationDeskRepository, decisions: moderationDecisions, outcomes: reportOutcomes, events }),
      autopilot: createAutopilotService({
        repository: createAutopilotRepository(app.db),
        locks: jobLocks,
        proposer: createAutopilotProposer(config.translation.openAi),
        notifications,
        recommendations,
        forum,
        events,
        logger: app.log,
      }),
      dating: createDatingService({ repository: createDatingRepository(app.db), events, notifications }),
      blocks: createBlocksService({ repository: createBlocksRepository(app.db), events }),
      accountData: createAccountDataService({
        repository: createAccountDataRepository(app.db),
        rateLimits,
        storage,
        notifications,
        mailer: app.mailer,
        events,
        logger: app.log,
        dataDir: config.dataDir,
        appUrl: config.appUrl,
      }),
      notificationDelivery,
      pushSubscriptions: createPushSubscriptionsService({ repository: pushDeliveryRepository, publicKey: notificationDelivery.vapidPublicKey ?? null, outbound }),
      digests: createDigestService({ repository: createDigestDeliveryRepository(app.db), locks: jobLocks, config, mailer: app.mailer, logger: app.log, secret }),
      search: createSearchService({ content: createSearchContentRepository(app.db), people: createSearchPeopleRepository(app.db) }),
      retention: createRetentionService({
        retention: createRetentionRepository(app.db),
        accounts: {
          erasure: createAccountErasureRepository(app.db),
          mailer: app.mailer,
          dataDir: config.dataDir,
          media: { storage, cleanup: mediaCleanup },
          logger: app.log,
        },
      }),
      jobLocks,
    };
    app.addHook('onClose', () => services.recommendations.close());
    app.addHook('onClose', () => services.gamification.close());
    app.decorate('services', services);
    app.decorate('serverSecret', secret);
  },
  { name: 'services', dependencies: ['database', 'mailer'] },
);
