import { describe, expect, it } from 'vitest';
import { AI_CONTROL_STAT_KEYS, type AiControlStats } from '@la-meute/shared';
import { decideActions, isRejectionSpike } from './autopilot-rules';

const quiet = Object.fromEntries(AI_CONTROL_STAT_KEYS.map((key) => [key, 0])) as AiControlStats;
const calm: AiControlStats = { ...quiet, upcomingEvents14d: 2, pinnedTopics: 1 };

describe('AutoPilot local rules', () => {
  it('only reviews growth when nothing calls for action', () => {
    expect(decideActions(calm)).toEqual([expect.objectContaining({ action: 'review_growth', priority: 'low' })]);
  });

  it('orders decisions high, medium, low', () => {
    const decisions = decideActions({ ...quiet, unwelcomedMembers: 2, inactiveMembers: 4, unansweredTopics: 3, rejectedMessages24h: 9 });
    expect(decisions.map((decision) => [decision.action, decision.priority])).toEqual([
      ['welcome_new_members', 'high'],
      ['flag_rejection_spike', 'high'],
      ['refresh_inactive_recommendations', 'medium'],
      ['pin_starter_topic', 'medium'],
      ['suggest_event', 'low'],
      ['review_growth', 'low'],
    ]);
  });

  it('calls a spike at 5 rejections and 3 times the previous daily average', () => {
    expect(isRejectionSpike({ rejectedMessages24h: 4, rejectedMessagesPrevious7d: 0 })).toBe(false);
    expect(isRejectionSpike({ rejectedMessages24h: 5, rejectedMessagesPrevious7d: 0 })).toBe(true);
    // 14 in the previous week: 2 a day, so 6 is a spike and 5 is not.
    expect(isRejectionSpike({ rejectedMessages24h: 5, rejectedMessagesPrevious7d: 14 })).toBe(false);
    expect(isRejectionSpike({ rejectedMessages24h: 6, rejectedMessagesPrevious7d: 14 })).toBe(true);
  });

  it('suggests an event when none is planned or planned ones have no participants', () => {
    expect(decideActions({ ...calm, upcomingEvents14d: 0 }).map((d) => d.action)).toContain('suggest_event');
    expect(decideActions({ ...calm, eventsWithoutParticipants: 1 }).map((d) => d.action)).toContain('suggest_event');
    expect(decideActions({ ...calm, unansweredTopics: 2 }).map((d) => d.action)).not.toContain('pin_starter_topic');
  });
});
