import { z } from 'zod';
import { askJsonChat, type OpenAiCompatibleConfig } from '../../lib/openai-json-chat';
import type { RecommendationContent, RecommendationType } from '@la-meute/shared';

/** Writes a recommendation's title and description in the member's language; null keeps the template. */
export interface RecommendationPhraser {
  phrase: (input: { recommendationType: RecommendationType; content: RecommendationContent; language: string }) => Promise<{ title: string; description: string } | null>;
}

export type { OpenAiCompatibleConfig };

const TIMEOUT_MS = 8000;

// The model's own JSON, checked like any input: anything else keeps the local template.
const phrasing = z.object({ title: z.string().trim().min(1).max(120), description: z.string().trim().min(1).max(400) });

const SYSTEM_PROMPT = [
  'You write one short, warm recommendation for a member of "La Meute", a French wellbeing community.',
  'You get its kind, a template name and the facts. Use only those facts; invent nothing.',
  'Answer with a JSON object only: {"title": "...", "description": "..."} — title under 80 characters, description one or two sentences.',
].join(' ');

/**
 * An OpenAI-compatible `chat/completions` endpoint (AI_API_URL, AI_API_KEY, AI_MODEL), or null when
 * none is configured. Any failure — network, status, timeout, unreadable answer — resolves to null.
 */
export function createRecommendationPhraser(config: OpenAiCompatibleConfig | null, fetchImpl: typeof fetch = fetch): RecommendationPhraser | null {
  if (!config) return null;
  return {
    async phrase({ recommendationType, content, language }) {
      const facts = { kind: recommendationType, template: content.template, facts: content.params };
      const answer = await askJsonChat(
        config,
        { system: `${SYSTEM_PROMPT} Write in the language with ISO code "${language}".`, user: JSON.stringify(facts), temperature: 0.4, timeoutMs: TIMEOUT_MS },
        fetchImpl,
      );
      const parsed = phrasing.safeParse(answer);
      return parsed.success ? parsed.data : null;
    },
  };
}
