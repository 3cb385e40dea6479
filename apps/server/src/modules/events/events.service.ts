import type { EventBus } from '../../lib/event-bus';
import type { MediaService } from '../media/media.service';
import type { MediaStorage } from '../media/storage';
import type { ModerationService } from '../moderation/moderation.service';
import type { EventsRepository } from './events.repository';

export function createCalendarService(deps: {
  repository: EventsRepository;
  moderation: ModerationService;
  events: EventBus;
  media: MediaService;
  storage: MediaStorage;
}) {
  const { repository } = deps;
  return {
    isPublishedEvent: repository.isPublishedEvent,
    listUpcomingEvents: repository.listUpcomingEvents,
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
