import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { createJsonTextSender, createResponseSerializerCompiler, type SendJsonText } from './lib/response-serializer';
import authPlugin from './plugins/app/auth';
import errorHandlerPlugin, { answerFrameworkError } from './plugins/app/error-handler';
import idempotentWritesPlugin from './plugins/app/idempotent-writes';
import mailerPlugin from './plugins/app/mailer';
import originCheckPlugin from './plugins/app/origin-check';
import realtimePlugin from './plugins/app/realtime';
import scheduledJobsPlugin from './plugins/app/scheduled-jobs';
import servicesPlugin from './plugins/app/services';
import compressionPlugin from './plugins/external/compression';
import databasePlugin from './plugins/external/database';
import securityHeadersPlugin from './plugins/external/security-headers';
import accountDataRoutes from './routes/account-data';
import aiControlRoutes from './routes/ai-control';
import anonymousRoutes from './routes/anonymous';
import authRoutes from './routes/auth';
import avatarSuggestionRoutes from './routes/avatar-suggestions';
import blockRoutes from './routes/blocks';
import chatRoutes from './routes/chat';
import conversationRoutes from './routes/conversations';
import discoveryRoutes from './routes/discovery';
import channelRoutes from './routes/channels';
import communityRoutes from './routes/community';
import connectionRoutes from './routes/connections';
import datingRoutes from './routes/dating';
import eventRoutes from './routes/events';
import forumRoutes from './routes/forum';
import gamificationRoutes from './routes/gamification';
import healthRoutes from './routes/health';
import mediaRoutes from './routes/media';
import meRoutes from './routes/me';
import memberRoutes from './routes/members';
import moderationRoutes from './routes/moderation';
import notificationRoutes from './routes/notifications';
import postRoutes from './routes/posts';
import profileRoutes from './routes/profiles';
import publicConfigRoutes from './routes/public-config';
import pushRoutes from './routes/push';
import recommendationRoutes from './routes/recommendations';
import reportRoutes from './routes/reports';
import searchRoutes from './routes/search';
import seoRoutes from './routes/seo';
import spaRoutes from './routes/spa';
import translationRoutes from './routes/translations';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends an answer PostgreSQL wrote as JSON (lib/response-serializer.ts). */
    sendJsonText: SendJsonText;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

// A person at a terminal reads pretty lines (the outbox links among them); machines read JSON.
function defaultLogger(config: AppConfig): FastifyServerOptions['logger'] {
  if (!process.stdout.isTTY) return { level: config.logLevel };
  return { level: config.logLevel, transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname', translateTime: 'HH:MM:ss' } } };
}

// Vite's dev server proxies the API with its own Origin.
const DEV_ORIGINS = ['http://localhost:5173'];

/** Plugins load in a fixed order: external (database, headers) → app services → routes. */
export async function buildApp({ config, database, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? defaultLogger(config),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Closing waits for in-flight requests; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  // Responses finished while shutting down close their keep-alive socket, so closing never waits
  // for an idle client connection (Fastify keeps those for 72 s).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.setValidatorCompiler(validatorCompiler);
  // Tests and development also check every compiled serialiser against its zod contract.
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify: config.env !== 'production' }));
  app.decorate('sendJsonText', createJsonTextSender({ verify: config.env !== 'production' }));

  await app.register(databasePlugin, { config, database });
  await app.register(securityHeadersPlugin, { config });
  await app.register(compressionPlugin);

  await app.register(errorHandlerPlugin);
  await app.register(mailerPlugin, { config });
  await app.register(servicesPlugin, { config });
  await app.register(authPlugin, { config });
  // Before the routes: it wraps the replayable writes as they are registered.
  await app.register(idempotentWritesPlugin);
  const extraOrigins = config.env === 'development' ? DEV_ORIGINS : [];
  await app.register(originCheckPlugin, { config, extraOrigins });
  await app.register(realtimePlugin, { config, extraOrigins });
  await app.register(scheduledJobsPlugin, { config });

  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(anonymousRoutes, { prefix: '/api' });
  await app.register(communityRoutes, { prefix: '/api' });
  await app.register(channelRoutes, { prefix: '/api' });
  await app.register(chatRoutes, { prefix: '/api' });
  await app.register(conversationRoutes, { prefix: '/api' });
  await app.register(eventRoutes, { prefix: '/api', config });
  await app.register(forumRoutes, { prefix: '/api' });
  await app.register(gamificationRoutes, { prefix: '/api' });
  await app.register(postRoutes, { prefix: '/api' });
  await app.register(profileRoutes, { prefix: '/api' });
  await app.register(connectionRoutes, { prefix: '/api' });
  await app.register(discoveryRoutes, { prefix: '/api' });
  await app.register(meRoutes, { prefix: '/api' });
  await app.register(avatarSuggestionRoutes, { prefix: '/api' });
  await app.register(memberRoutes, { prefix: '/api' });
  await app.register(translationRoutes, { prefix: '/api' });
  await app.register(recommendationRoutes, { prefix: '/api' });
  // Safety and stewardship.
  await app.register(reportRoutes, { prefix: '/api' });
  await app.register(moderationRoutes, { prefix: '/api' });
  await app.register(aiControlRoutes, { prefix: '/api' });
  await app.register(datingRoutes, { prefix: '/api' });
  await app.register(blockRoutes, { prefix: '/api' });
  await app.register(accountDataRoutes, { prefix: '/api' });
  // The notifications centre, web push and one search.
  // Mounted without a prefix: their contracts give their full addresses (as media's do).
  await app.register(notificationRoutes);
  await app.register(pushRoutes);
  await app.register(searchRoutes);
  await app.register(mediaRoutes);
  await app.register(publicConfigRoutes, { prefix: '/api', config });
  await app.register(seoRoutes, { config });
  await app.register(spaRoutes, { config });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
