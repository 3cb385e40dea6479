import crypto from 'node:crypto';
import {
  AI_CONTROL_STAT_KEYS,
  AUTOPILOT_SAFE_ACTIONS,
  LIMITS,
  type AiControlStatKey,
  type AiControlStats,
  type AiManagementLog,
  type AutopilotDecision,
  type AutopilotRunResult,
  type AutopilotSource,
} from '@la-meute/shared';
import { AppError } from '../../lib/app-error';
import { toIso } from '../../lib/dates';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../lib/event-bus';
import type { JobLocksRepository } from '../job-locks/job-locks.repository';
import { executeAction, type ActionContext } from './autopilot-actions';
import type { AutopilotProposer } from './autopilot-proposer';
import { decideActions, INACTIVE_AFTER_DAYS, UNANSWERED_WINDOW_DAYS, UPCOMING_WINDOW_DAYS } from './autopilot-rules';
import type { AiManagementLogRow, AutopilotRepository } from './autopilot.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Held while a run works, so a manual and a scheduled run never overlap; a crashed holder frees it then. */
export const AUTOPILOT_RUN_LOCK = 'autopilot:run';
const RUN_LOCK_TTL_MS = 10 * 60 * 1000;
function toLog(row: AiManagementLogRow): AiManagementLog {
  return {
    id: row.id,
    sessionId: row.sessionId,
    createdAt: toIso(row.createdAt),
    aiDecisions: row.aiDecisions,
    executedActions: row.executedActions,
    source: row.source === 'remote' ? 'remote' : 'local',
    triggeredBy: row.triggeredBy,
    stats: row.stats ?? null,
  };
}

function statQueries(repository: AutopilotRepository, now: Date): Record<AiControlStatKey, () => Promise<number>> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const ahead = (days: number) => new Date(now.getTime() + days * DAY_MS);
  return {
    members: () => repository.countMembers(),
    chatMessages24h: () => repository.countChatMessagesSince(ago(1)),
    connections24h: () => repository.countConnectionsSince(ago(1)),
    forumTopics7d: () => repository.countForumTopicsSince(ago(7)),
    newMembers7d: () => repository.countNewMembersBetween(ago(7), now),
    newMembersPrevious7d: () => repository.countNewMembersBetween(ago(14), ago(7)),
    unwelcomedMembers: () => repository.countUnwelcomedMembers(ago(7)),
    inactiveMembers: () => repository.countInactiveMembers(ago(INACTIVE_AFTER_DAYS)),
    unansweredTopics: () => repository.countUnansweredTopics(ago(UNANSWERED_WINDOW_DAYS)),
    pinnedTopics: () => repository.countPinnedTopics(),
    rejectedMessages24h: () => repository.countRejectionsBetween(ago(1), now),
    rejectedMessagesPrevious7d: () => repository.countRejectionsBetween(ago(8), ago(1)),
    upcomingEvents14d: () => repository.countUpcomingEvents(now, ahead(UPCOMING_WINDOW_DAYS)),
    eventsWithoutParticipants: () => repository.countEventsWithoutParticipants(now),
  };
}

/**
 * AutoPilot (SPEC §7 ai-autopilot): analyses real activity, decides actions with
 * priorities (the OpenAI-compatible model when configured and its answer is valid, else the local
 * rules), executes only the safe ones through their own features, and logs the run. One run at a
 * time across every instance (the job lock); scheduled by modules/jobs.
 */
export function createAutopilotService(
  deps: {
    repository: AutopilotRepository;
    locks: JobLocksRepository;
    /** The AI helpers' OpenAI-compatible API (AI_API_URL, AI_API_KEY, AI_MODEL), when configured. */
    proposer: AutopilotProposer | null;
    events: Pick<EventBus, 'emit'>;
    logger: FastifyBaseLogger;
  } & Pick<ActionContext, 'notifications' | 'recommendations' | 'forum'>,
) {
  const { repository, locks, proposer, logger } = deps;
  const instance = crypto.randomUUID();

  /** SPEC §8: each figure on its own; one that fails is logged and reads 0. */
  async function getStats(now = new Date()): Promise<AiControlStats> {
    const queries = statQueries(repository, now);
    const values = await Promise.all(
      AI_CONTROL_STAT_KEYS.map((key) =>
        queries[key]().catch((error: unknown) => {
          logger.error({ err: error, stat: key }, 'AI control figure failed');
          return 0;
        }),
      ),
    );
    return Object.fromEntries(AI_CONTROL_STAT_KEYS.map((key, index) => [key, values[index]!])) as AiControlStats;
  }

  async function decide(stats: AiControlStats): Promise<{ decisions: AutopilotDecision[]; source: AutopilotSource }> {
    if (proposer) {
      const proposal = await proposer.propose(stats);
      if (proposal) {
        if (proposal.rejected > 0) logger.warn({ rejected: proposal.rejected }, 'AutoPilot: invalid model decisions ignored');
        return { decisions: proposal.decisions, source: 'remote' };
      }
      logger.warn('AutoPilot: the model gave no usable decision, local rules used');
    }
    return { decisions: decideActions(stats), source: 'local' };
  }

  async function runLocked(sessionId: string, triggeredBy: string): Promise<AutopilotRunResult> {
    const now = new Date();
    const stats = await getStats(now);
    const { decisions, source } = await decide(stats);
    const context: ActionContext = { repository, notifications: deps.notifications, recommendations: deps.recommendations, forum: deps.forum, logger, stats, now };
    const executed = [];
    for (const decision of decisions) {
      if (AUTOPILOT_SAFE_ACTIONS.includes(decision.action)) executed.push(await executeAction(decision.action, context));
    }
    const row = await repository.insertLog({ sessionId, aiDecisions: decisions, executedActions: executed, source, triggeredBy, stats });
    const executedCount = executed.filter((action) => action.success).length;
    deps.events.emit('autopilot.ran', { logId: row.id, executed: executedCount, at: toIso(row.createdAt) });
    return { executedActions: executedCount, log: toLog(row) };
  }

  /** Runs once now, or null when another run (here or on another instance) holds the lock. */
  async function tryRun(triggeredBy: string): Promise<AutopilotRunResult | null> {
    const sessionId = crypto.randomUUID();
    const holder = `${instance}:${sessionId}`;
    if (!(await locks.tryAcquire(AUTOPILOT_RUN_LOCK, holder, RUN_LOCK_TTL_MS))) return null;
    try {
      return await runLocked(sessionId, triggeredBy);
    } finally {
      await locks.release(AUTOPILOT_RUN_LOCK, holder).catch((error: unknown) => logger.error({ err: error }, 'AutoPilot lock not released'));
    }
  }

  /** The scheduled run (the job scheduler makes it once per interval across instances). */
  async function runScheduled(): Promise<void> {
    const result = await tryRun('schedule');
    if (!result) logger.info('AutoPilot: scheduled run skipped, a run is in progress');
  }

  return {
    getStats,

    async listLogs(): Promise<AiManagementLog[]> {
      return (await repository.listLogs(LIMITS.aiLog)).map(toLog);
    },

    /** The admin's 'AutoPilot' button: 409 while a run holds the lock, never a 500. */
    async run(adminId: string): Promise<AutopilotRunResult> {
      let result: AutopilotRunResult | null;
      try {
        result = await tryRun(adminId);
      } catch (error) {
        logger.error({ err: error }, 'AutoPilot run failed');
        throw new AppError(503, 'autopilot.failed');
      }
      if (!result) throw new AppError(409, 'autopilot.running');
      return result;
    },

    runScheduled,
  };
}

export type AutopilotService = ReturnType<typeof createAutopilotService>;
