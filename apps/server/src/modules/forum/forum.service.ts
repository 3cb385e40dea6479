import type { EventBus } from '../../lib/event-bus';
import type { RateLimits } from '../../lib/rate-limit';
import type { ModerationService } from '../moderation/moderation.service';
import type { ForumRepository } from './forum.repository';

export function createForumService(deps: { repository: ForumRepository; moderation: ModerationService; events: EventBus; rateLimits: RateLimits }) {
  void deps;
  return {
    /** Whether a topic has this id (its page exists). */
    async topicExists(id: string): Promise<boolean> {
      void id;
      return false;
    },
  };
}

export type ForumService = ReturnType<typeof createForumService>;
