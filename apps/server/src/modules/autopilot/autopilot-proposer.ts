import { z } from 'zod';
import { askJsonChat, type OpenAiCompatibleConfig } from '../../lib/openai-json-chat';
import { AUTOPILOT_ACTIONS, AUTOPILOT_PRIORITIES, autopilotDecisionSchema, type AiControlStats, type AutopilotDecision } from '@la-meute/shared';

/** Proposes decisions from the activity figures; null means "use the local rules". */
export interface AutopilotProposer {
  propose: (stats: AiControlStats) => Promise<{ decisions: AutopilotDecision[]; rejected: number } | null>;
}

export type { OpenAiCompatibleConfig };

const TIMEOUT_MS = 15_000;
/** More than every action once is a confused answer: the rest is ignored. */
const MAX_DECISIONS = AUTOPILOT_ACTIONS.length;

const proposal = z.object({ decisions: z.array(z.unknown()).max(50) });

const SYSTEM_PROMPT = [
  'You steward "La Meute", a French wellbeing community. You get activity figures (counts only).',
  `Decide which actions to take, each once, from exactly this list: ${AUTOPILOT_ACTIONS.join(', ')}.`,
  `Give each a priority from: ${AUTOPILOT_PRIORITIES.join(', ')}, and a reason under 200 characters quoting the figures.`,
  'Answer with a JSON object only: {"decisions": [{"action": "...", "priority": "...", "reason": "..."}]}.',
].join(' ');

/**
 * Any OpenAI-compatible `chat/completions` endpoint (AI_API_URL, AI_API_KEY, AI_MODEL), or null when
 * none is configured. Only counts are sent, never anything about a member. The model's answer is
 * input like any other: each decision is checked against the allowed actions and priorities, an
 * invalid one is dropped (counted in `rejected`), a repeated action keeps its first decision. Any
 * failure — network, status, timeout, unreadable answer, nothing valid left — resolves to null.
 */
export function createAutopilotProposer(config: OpenAiCompatibleConfig | null, fetchImpl: typeof fetch = fetch): AutopilotProposer | null {
  if (!config) return null;
  return {
    async propose(stats) {
      const answer = await askJsonChat(config, { system: SYSTEM_PROMPT, user: JSON.stringify(stats), temperature: 0, timeoutMs: TIMEOUT_MS }, fetchImpl);
      const parsed = proposal.safeParse(answer);
      if (!parsed.success) return null;
      const decisions: AutopilotDecision[] = [];
      let rejected = 0;
      for (const item of parsed.data.decisions) {
        const decision = autopilotDecisionSchema.safeParse(item);
        if (!decision.success || decisions.some((kept) => kept.action === decision.data.action) || decisions.length >= MAX_DECISIONS) {
          rejected += 1;
          continue;
        }
        decisions.push(decision.data);
      }
      return decisions.length > 0 ? { decisions, rejected } : null;
    },
  };
}
