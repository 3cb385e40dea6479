import { AUTOPILOT_PRIORITIES, type AiControlStats, type AutopilotDecision } from '@la-meute/shared';

/** A member not seen for this long gets their recommendations refreshed. */
export const INACTIVE_AFTER_DAYS = 14;
/** "Upcoming" for the event rule: nothing planned in this window asks for a suggestion. */
export const UPCOMING_WINDOW_DAYS = 14;
/** A topic without any reply, created within this window, counts as unanswered. */
export const UNANSWERED_WINDOW_DAYS = 30;
/** A spike: at least this many rejections in 24 h… */
export const SPIKE_MIN_REJECTIONS = 5;
/** …and this many times the previous seven days' daily average. */
export const SPIKE_FACTOR = 3;

/** The previous seven days' daily rejections, times the factor; a spike is above both bounds. */
export function isRejectionSpike(stats: Pick<AiControlStats, 'rejectedMessages24h' | 'rejectedMessagesPrevious7d'>): boolean {
  const dailyAverage = stats.rejectedMessagesPrevious7d / 7;
  return stats.rejectedMessages24h >= SPIKE_MIN_REJECTIONS && stats.rejectedMessages24h >= SPIKE_FACTOR * dailyAverage;
}

const rank = (decision: AutopilotDecision) => AUTOPILOT_PRIORITIES.indexOf(decision.priority);

/** Most urgent first; among equals, the order they were decided in. */
export function byPriority(decisions: AutopilotDecision[]): AutopilotDecision[] {
  return decisions
    .map((decision, index) => ({ decision, index }))
    .sort((a, b) => rank(a.decision) - rank(b.decision) || a.index - b.index)
    .map(({ decision }) => decision);
}

/**
 * The local rules: what the activity figures call for, each with a priority and the
 * figures that triggered it. `review_growth` is always there, for the admins to read, never run.
 */
export function decideActions(stats: AiControlStats): AutopilotDecision[] {
  const decisions: AutopilotDecision[] = [];
  if (stats.unwelcomedMembers > 0) {
    decisions.push({ action: 'welcome_new_members', priority: 'high', reason: `${stats.unwelcomedMembers} new member(s) not yet welcomed` });
  }
  if (isRejectionSpike(stats)) {
    decisions.push({
      action: 'flag_rejection_spike',
      priority: 'high',
      reason: `${stats.rejectedMessages24h} rejections in 24 h vs ${(stats.rejectedMessagesPrevious7d / 7).toFixed(1)} a day before`,
    });
  }
  if (stats.inactiveMembers > 0) {
    decisions.push({
      action: 'refresh_inactive_recommendations',
      priority: 'medium',
      reason: `${stats.inactiveMembers} member(s) inactive for ${INACTIVE_AFTER_DAYS}+ days`,
    });
  }
  if (stats.unansweredTopics > 0 && stats.pinnedTopics === 0) {
    decisions.push({ action: 'pin_starter_topic', priority: 'medium', reason: `${stats.unansweredTopics} unanswered topic(s), none pinned` });
  }
  if (stats.upcomingEvents14d === 0 || stats.eventsWithoutParticipants > 0) {
    decisions.push({
      action: 'suggest_event',
      priority: 'low',
      reason:
        stats.upcomingEvents14d === 0
          ? `no event in the next ${UPCOMING_WINDOW_DAYS} days`
          : `${stats.eventsWithoutParticipants} upcoming event(s) without participants`,
    });
  }
  decisions.push({ action: 'review_growth', priority: 'low', reason: `${stats.newMembers7d} new members this week vs ${stats.newMembersPrevious7d} the week before` });
  return byPriority(decisions);
}
