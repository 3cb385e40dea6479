import type { AiControlStats, AutopilotAction, AutopilotExecutedAction } from '@la-meute/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { ForumService } from '../forum/forum.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { RecommendationsService } from '../recommendations/recommendations.service';
import { INACTIVE_AFTER_DAYS, UNANSWERED_WINDOW_DAYS } from './autopilot-rules';
import type { AutopilotRepository } from './autopilot.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Caps per run: a backlog is worked through over the next runs, never in one long burst. */
export const WELCOME_PER_RUN = 200;
export const REFRESH_PER_RUN = 25;
/** The suggested date: two weeks out, time enough to organise. */
const SUGGESTED_EVENT_LEAD_DAYS = 14;
const DEFAULT_EVENT_THEME = 'wellbeing';

export interface ActionContext {
  repository: AutopilotRepository;
  notifications: Pick<NotificationsService, 'notify'>;
  recommendations: Pick<RecommendationsService, 'refresh'>;
  forum: Pick<ForumService, 'setPinned'>;
  logger: FastifyBaseLogger;
  stats: AiControlStats;
  now: Date;
}

type Outcome = Omit<AutopilotExecutedAction, 'action'>;
type Executor = (context: ActionContext) => Promise<Outcome>;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Runs `work` for each item, one at a time; a failure is logged and counted, never thrown. */
async function forEach<T>(items: T[], work: (item: T) => Promise<unknown>, logger: FastifyBaseLogger, what: string) {
  let failed = 0;
  for (const item of items) {
    try {
      await work(item);
    } catch (error) {
      failed += 1;
      logger.error({ err: error, item }, `AutoPilot: ${what} failed`);
    }
  }
  return { done: items.length - failed, failed };
}

/**
 * The safe actions, each done through the feature that owns it (notifications, recommendations,
 * forum), never by writing its tables here. Each checks its own precondition again, so a decision
 * the model proposed without cause does nothing.
 */
const EXECUTORS: Partial<Record<AutopilotAction, Executor>> = {
  // "Never welcomed" is "no welcome notification yet": a rerun never repeats one.
  async welcome_new_members({ repository, notifications, logger, now }) {
    const members = await repository.listUnwelcomedMembers(daysBefore(now, 7), WELCOME_PER_RUN);
    const { done, failed } = await forEach(
      members,
      (member) => notifications.notify({ userId: member.id, kind: 'autopilot.welcome', data: { name: member.name } }),
      logger,
      'welcome',
    );
    return { success: failed === 0, detail: `${done} welcomed${failed ? `, ${failed} failed` : ''}` };
  },

  async refresh_inactive_recommendations({ repository, recommendations, logger, now }) {
    const members = await repository.listInactiveMembers(daysBefore(now, INACTIVE_AFTER_DAYS), REFRESH_PER_RUN);
    const { done, failed } = await forEach(members, (member) => recommendations.refresh(member.id), logger, 'recommendation refresh');
    return { success: failed === 0, detail: `${done} refreshed${failed ? `, ${failed} failed` : ''}` };
  },

  async flag_rejection_spike({ repository, notifications, logger, stats }) {
    if (stats.rejectedMessages24h === 0) return { success: true, detail: 'no rejection to flag' };
    const staff = await repository.listStaff(['moderator', 'admin']);
    const data = { rejections24h: stats.rejectedMessages24h, dailyAverage: Math.round((stats.rejectedMessagesPrevious7d / 7) * 10) / 10 };
    const { done, failed } = await forEach(
      staff,
      (member) => notifications.notify({ userId: member.id, kind: 'autopilot.rejection-spike', data }),
      logger,
      'spike notification',
    );
    return { success: failed === 0, detail: `${done} moderator(s) notified` };
  },

  async pin_starter_topic({ repository, forum, stats, now }) {
    if (stats.pinnedTopics > 0) return { success: true, detail: 'a topic is already pinned' };
    const topic = await repository.findOldestUnansweredTopic(daysBefore(now, UNANSWERED_WINDOW_DAYS));
    if (!topic) return { success: true, detail: 'no unanswered topic' };
    await forum.setPinned(topic.id, true);
    return { success: true, detail: `pinned ${topic.id}` };
  },

  // A suggestion to the admins only: AutoPilot never creates an event.
  async suggest_event({ repository, notifications, logger, stats, now }) {
    const admins = await repository.listStaff(['admin']);
    const theme = (await repository.findBusiestCategory(daysBefore(now, 30))) ?? DEFAULT_EVENT_THEME;
    const date = new Date(now.getTime() + SUGGESTED_EVENT_LEAD_DAYS * DAY_MS).toISOString().slice(0, 10);
    const data = { theme, date, eventsWithoutParticipants: stats.eventsWithoutParticipants, upcomingEvents: stats.upcomingEvents14d };
    const { done, failed } = await forEach(
      admins,
      (admin) => notifications.notify({ userId: admin.id, kind: 'autopilot.event-suggestion', data }),
      logger,
      'event suggestion',
    );
    return { success: failed === 0, detail: `suggested a ${theme} event on ${date} to ${done} admin(s)` };
  },
};

/** Executes one decided action; an unexpected failure is that action's `success: false`, not the run's. */
export async function executeAction(action: AutopilotAction, context: ActionContext): Promise<AutopilotExecutedAction> {
  const executor = EXECUTORS[action];
  if (!executor) return { action, success: false, detail: 'not executable' };
  try {
    return { action, ...(await executor(context)) };
  } catch (error) {
    context.logger.error({ err: error, action }, 'AutoPilot action failed');
    return { action, success: false, detail: 'failed' };
  }
}
