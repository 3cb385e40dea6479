import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { createChatRepository } from '../../modules/chat/chat.repository';
import { createChatService, type ChatService } from '../../modules/chat/chat.service';
import { createModerationRepository } from '../../modules/moderation/moderation.repository';
import { createModerationService, type ModerationService } from '../../modules/moderation/moderation.service';
import { createPresenceScheduler, handleConnection } from '../../realtime/chat-handlers';
import { identifySocket } from '../../realtime/handshake';
import { watchSocketSessions } from '../../realtime/session-watch';
import { createSocketServer, type RealtimeServer } from '../../realtime/socket-server';

declare module 'fastify' {
  interface FastifyInstance {
    io: RealtimeServer;
    chatService: ChatService;
    moderationService: ModerationService;
  }
}

/** Socket.IO on the Fastify server, with the chat domain wired to it. */
export default fp<{ config: AppConfig; extraOrigins?: string[] }>(
  async (app, { config, extraOrigins = [] }) => {
    const moderationService = createModerationService({
      repository: createModerationRepository(app.db),
      logger: app.log,
      remote: config.moderationApi,
    });
    const chatRepository = createChatRepository(app.db);
    const chatService = createChatService({ repository: chatRepository, moderation: moderationService });
    const realtime = await createSocketServer(app.server, {
      allowedOrigins: [new URL(config.appUrl).origin, ...extraOrigins],
      redisUrl: config.redisUrl,
      logger: app.log,
    });
    const { io } = realtime;

    io.use((socket, next) => {
      identifySocket(socket, { sessions: app.sessions, secret: app.serverSecret })
        .then((identity) => {
          socket.data.identity = identity;
          next();
        })
        .catch((error: unknown) => next(error instanceof Error ? error : new Error(String(error))));
    });
    const sessionWatch = watchSocketSessions(io, {
      findLiveSessionTokens: (tokens) => app.sessions.repository.findLiveSessionTokens(tokens),
      logger: app.log,
    });
    app.addHook('onClose', async () => sessionWatch.stop());
    const schedulePresence = createPresenceScheduler(io);
    io.on('connection', (socket) =>
      handleConnection(io, socket, {
        schedulePresence,
        chat: chatService,
        policies: { isActiveChannel: (id) => chatRepository.isActiveChannel(id) },
        logger: app.log,
      }),
    );

    app.decorate('io', io);
    app.decorate('chatService', chatService);
    app.decorate('moderationService', moderationService);
    // Open sockets would hold the HTTP server open: drop them first, then close Socket.IO and Redis.
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
    });
    app.addHook('onClose', async () => realtime.close());
  },
  { name: 'realtime', dependencies: ['database', 'auth'] },
);
