import type { FastifyBaseLogger } from 'fastify';
import { LIMITS, type Recommendation, type RecommendationState } from '@la-meute/shared';
import { AppError } from '../../lib/app-error';
import { toIso } from '../../lib/dates';
import type { EventBus } from '../../lib/event-bus';
import { isUuid } from '../../lib/uuid';
import { createRecommendationEngine } from './recommendation-engine';
import type { RecommendationPhraser } from './recommendation-phraser';
import type { RecommendationRow, RecommendationsRepository } from './recommendations.repository';

/** A burst of activity (a chat conversation, a profile saved twice) makes one engine run. */
const DEFAULT_DEBOUNCE_MS = 5000;

function toRecommendation(row: RecommendationRow): Recommendation {
  return {
    id: row.id,
    recommendationType: row.recommendationType as Recommendation['recommendationType'],
    content: row.content,
    target: row.target,
    priority: row.priority,
    createdAt: toIso(row.createdAt),
  };
}

function toState(row: RecommendationRow): RecommendationState {
  return { id: row.id, seen: row.seen, actedUpon: row.actedUpon, target: row.target };
}

export function createRecommendationsService(deps: {
  repository: RecommendationsRepository;
  events: EventBus;
  phraser: RecommendationPhraser | null;
  logger: FastifyBaseLogger;
  debounceMs?: number;
}) {
  const { repository, events, logger } = deps;
  const debounceMs = deps.debounceMs ?? DEFAULT_DEBOUNCE_MS;
  const engine = createRecommendationEngine({ repository, phraser: deps.phraser, logger });
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();

  function runLogged(userId: string) {
    const task = engine
      .run(userId)
      .catch((error: unknown) => logger.error({ err: error, userId }, 'Recommendation engine run failed'))
      .finally(() => running.delete(task));
    running.add(task);
  }

  /** Runs the engine for the member once their activity has been quiet for `debounceMs`. */
  function schedule(userId: string | null) {
    if (!userId) return;
    clearTimeout(timers.get(userId));
    const timer = setTimeout(() => {
      timers.delete(userId);
      runLogged(userId);
    }, debounceMs);
    // A pending run never keeps the process alive on its own.
    timer.unref();
    timers.set(userId, timer);
  }

  // The emitter's instance runs the engine once; the unique index covers any other racing run.
  const unsubscribe = [
    events.on('profile.updated', ({ userId }) => schedule(userId)),
    events.on('member.signed-in', ({ userId }) => schedule(userId)),
    events.on('post.created', ({ authorId }) => schedule(authorId)),
    events.on('comment.created', ({ authorId }) => schedule(authorId)),
    events.on('chat.message.sent', ({ authorId }) => schedule(authorId)),
    // The addressee has a request to answer; the requester's circle changed.
    events.on('connection.requested', ({ fromUserId, toUserId }) => {
      schedule(toUserId);
      schedule(fromUserId);
    }),
  ];

  return {
    /** Runs the engine now (tests, scripts); returns how many recommendations it stored. */
    refresh: (userId: string) => engine.run(userId),

    /** SPEC §7: the member's unseen recommendations, priority then newest, limit 10. */
    async listUnseen(userId: string): Promise<Recommendation[]> {
      return (await repository.listUnseen(userId, LIMITS.recommendations)).map(toRecommendation);
    },

    /** SPEC §4 dismiss: seen. Another member's recommendation does not exist for this one. */
    async dismiss(id: string, userId: string): Promise<RecommendationState> {
      const row = isUuid(id) ? await repository.markSeen(id, userId, false) : null;
      if (!row) throw new AppError(404, 'http.not_found');
      return toState(row);
    },

    /** SPEC §4 Apply: acted upon and seen; the answer says where to take the member. */
    async apply(id: string, userId: string): Promise<RecommendationState> {
      const row = isUuid(id) ? await repository.markSeen(id, userId, true) : null;
      if (!row) throw new AppError(404, 'http.not_found');
      return toState(row);
    },

    /** Stops listening, drops pending runs and waits for the ones already running. */
    async close() {
      for (const off of unsubscribe) off();
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
