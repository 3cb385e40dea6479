import { z } from 'zod';
import { AUTOPILOT_ACTIONS, AUTOPILOT_PRIORITIES } from '../constants/safety';
import { withSchemas } from './endpoint';
import { AI_CONTROL_API } from './ai-control-routes';

/**
 * The figures, each counted on its own (SPEC §8: one that fails is logged and reads 0). The first
 * four are SPEC §7's cards; the others are what the rules decide on.
 */
export const AI_CONTROL_STAT_KEYS = [
  'members',
  'chatMessages24h',
  'connections24h',
  'forumTopics7d',
  'newMembers7d',
  'newMembersPrevious7d',
  'unwelcomedMembers',
  'inactiveMembers',
  'unansweredTopics',
  'pinnedTopics',
  'rejectedMessages24h',
  'rejectedMessagesPrevious7d',
  'upcomingEvents14d',
  'eventsWithoutParticipants',
] as const;
export type AiControlStatKey = (typeof AI_CONTROL_STAT_KEYS)[number];

const count = z.number().int().nonnegative();
export const aiControlStatsSchema = z.object(
  Object.fromEntries(AI_CONTROL_STAT_KEYS.map((key) => [key, count])) as Record<AiControlStatKey, typeof count>,
);
export type AiControlStats = z.infer<typeof aiControlStatsSchema>;

/** One decision: what, how urgent, and why (a short technical note, not shown as prose). */
export const autopilotDecisionSchema = z.object({
  action: z.enum(AUTOPILOT_ACTIONS),
  priority: z.enum(AUTOPILOT_PRIORITIES),
  reason: z.string().max(300).optional(),
});
export type AutopilotDecision = z.infer<typeof autopilotDecisionSchema>;

export const autopilotExecutedActionSchema = z.object({
  action: z.enum(AUTOPILOT_ACTIONS),
  success: z.boolean(),
  detail: z.string().optional(),
});
export type AutopilotExecutedAction = z.infer<typeof autopilotExecutedActionSchema>;

/** Who proposed the decisions: the local rules, or the OpenAI-compatible model (validated). */
export const AUTOPILOT_SOURCES = ['local', 'remote'] as const;
export type AutopilotSource = (typeof AUTOPILOT_SOURCES)[number];

/** SPEC §3 ai_management_logs: one run. `triggeredBy` is the admin's id, or 'schedule'. */
export const aiManagementLogSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  createdAt: z.string(),
  aiDecisions: z.array(autopilotDecisionSchema),
  executedActions: z.array(autopilotExecutedActionSchema),
  source: z.enum(AUTOPILOT_SOURCES),
  triggeredBy: z.string().nullable(),
  stats: z.record(z.string(), z.number()).nullable(),
});
export type AiManagementLog = z.infer<typeof aiManagementLogSchema>;

export const aiManagementLogListSchema = z.array(aiManagementLogSchema);

/** SPEC §7 ai-autopilot: the client reads `executedActions` (the count for the toast). */
export const autopilotRunResultSchema = z.object({
  executedActions: z.number().int().nonnegative(),
  log: aiManagementLogSchema,
});
export type AutopilotRunResult = z.infer<typeof autopilotRunResultSchema>;

export const aiControlContract = withSchemas(AI_CONTROL_API, {
  stats: { response: { 200: aiControlStatsSchema } },
  logs: { response: { 200: aiManagementLogListSchema } },
  autopilot: { response: { 200: autopilotRunResultSchema } },
});
