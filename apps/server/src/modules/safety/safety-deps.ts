import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { EventBus } from '../../lib/event-bus';
import type { RateLimits } from '../../lib/rate-limit';
import type { Services } from '../../plugins/app/services';
import type { Mailer } from '../mail/mailer';
import type { MediaStorage } from '../media/storage';
import type { NotificationsService } from '../notifications/notifications.service';

/**
 * What every issue #15 service is built from (reports, the moderation desk, AutoPilot, dating,
 * blocks, account data). `services()` reaches the others lazily, once the composition root built
 * them all, so a service reuses another feature's code instead of copying it.
 */
export interface SafetyDeps {
  db: Database;
  config: AppConfig;
  events: EventBus;
  rateLimits: RateLimits;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  notifications: NotificationsService;
  storage: MediaStorage;
  services: () => Services;
}
