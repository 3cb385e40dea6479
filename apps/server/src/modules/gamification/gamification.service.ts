import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../lib/event-bus';
import type { GamificationRepository } from './gamification.repository';

export function createGamificationService(deps: { repository: GamificationRepository; events: EventBus; logger: FastifyBaseLogger }) {
  void deps;
  return {
    async close(): Promise<void> {},
  };
}

export type GamificationService = ReturnType<typeof createGamificationService>;
