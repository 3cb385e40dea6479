import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { createAckHandler } from '../../realtime/ack-handler';
import { acceptConnections, closeMemberSockets } from '../../realtime/connection/connection';
import { trackMemberPresence, type MemberPresence } from '../../realtime/connection/member-presence';
import { watchSocketSessions } from '../../realtime/connection/session-watch';
import { relayBlockEvents } from '../../realtime/handlers/blocks';
import { createChatDelivery, createChatHandlers, type ChatDelivery } from '../../realtime/handlers/chat';
import { relayConnectionEvents } from '../../realtime/handlers/connections';
import { relayGamificationEvents } from '../../realtime/handlers/gamification';
import { createMessagingHandlers, relayMessagingEvents } from '../../realtime/handlers/messaging';
import { relayModerationEvents } from '../../realtime/handlers/moderation';
import { relayNotificationEvents } from '../../realtime/handlers/notifications';
import { createSocketServer, type RealtimeServer } from '../../realtime/socket-server';

declare module 'fastify' {
  interface FastifyInstance {
    io: RealtimeServer;
    /** Sends to a channel: over the connection, and over HTTP for the offline outbox. */
    chatDelivery: ChatDelivery;
    /** Who is online: each member's changes, stored and announced in order. */
    memberPresence: MemberPresence;
  }
}

/** Socket.IO on the Fastify server: the connection layer, then each feature's handlers (ADR 014). */
export default fp<{ config: AppConfig; extraOrigins?: string[] }>(
  async (app, { config, extraOrigins = [] }) => {
    const { services } = app;
    const realtime = await createSocketServer(app.server, {
      allowedOrigins: [new URL(config.appUrl).origin, ...extraOrigins],
      redisUrl: config.redisUrl,
      logger: app.log,
    });
    const { io } = realtime;
    const ackHandler = createAckHandler(app.log);
    const chatDelivery = createChatDelivery({ io, chat: services.chat, rateLimits: services.rateLimits });

    const memberPresence = trackMemberPresence(io, {
      setOnlineStatus: (userId, online) => services.profiles.setOnlineStatus(userId, online),
      events: services.events,
      logger: app.log,
    });
    const { schedulePresence } = acceptConnections(io, {
      sessions: app.sessions,
      secret: app.serverSecret,
      policies: {
        isActiveChannel: (id) => services.chatRepository.isActiveChannel(id),
        isConversationParticipant: (conversationId, userId) => services.messaging.isParticipant(conversationId, userId),
        isClosedByBlock: (conversationId, userId) => services.messaging.isClosedByBlock(conversationId, userId),
      },
      presenceVisibility: (memberIds) => services.chatRepository.presenceVisibility(memberIds),
      roster: realtime.roster,
      ackHandler,
      memberPresence,
      handlers: [
        createChatHandlers({ io, chat: services.chat, delivery: chatDelivery, ackHandler }),
        createMessagingHandlers({ messaging: services.messaging, rateLimits: services.rateLimits, ackHandler }),
      ],
    });
    const stopMessagingRelay = relayMessagingEvents({ io, messaging: services.messaging, events: services.events });
    const stopConnectionRelay = relayConnectionEvents({ io, events: services.events });
    const stopGamificationRelay = relayGamificationEvents({ io, events: services.events });
    const stopNotificationRelay = relayNotificationEvents({ io, events: services.events });
    const stopModerationRelay = relayModerationEvents({ io, events: services.events });
    const stopBlockRelay = relayBlockEvents({ io, messaging: services.messaging, events: services.events, schedulePresence });

    // A sign-out or a ban ends the member's sockets on every instance at once; the watch below
    // catches what revokes a session behind our back (an expiry, a row deleted by hand).
    const unsubscribe = services.events.on('member.signed-out', ({ userId }) => closeMemberSockets(io, userId), {
      scope: 'every-instance',
    });
    const sessionWatch = watchSocketSessions(io, {
      findLiveSessionTokens: (tokens) => app.sessions.repository.findLiveSessionTokens(tokens),
      logger: app.log,
    });
    app.addHook('onClose', async () => {
      unsubscribe();
      stopMessagingRelay();
      stopConnectionRelay();
      stopGamificationRelay();
      stopNotificationRelay();
      stopModerationRelay();
      stopBlockRelay();
      sessionWatch.stop();
    });

    app.decorate('io', io);
    app.decorate('memberPresence', memberPresence);
    app.decorate('chatDelivery', chatDelivery);
    // Open sockets would hold the HTTP server open: drop them first, then close Socket.IO and Redis.
    // Their members' online status is stored before the database closes.
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
      await memberPresence.settled();
    });
    app.addHook('onClose', async () => realtime.close());
  },
  { name: 'realtime', dependencies: ['database', 'services', 'auth'] },
);
