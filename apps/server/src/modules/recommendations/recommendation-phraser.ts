import { z } from 'zod';
import type { RecommendationContent, RecommendationType } from '@la-meute/shared';

/** Writes a recommendation's title and description in the member's language; null keeps the template. */
export interface RecommendationPhraser {
  phrase: (input: { recommendationType: RecommendationType; content: RecommendationContent; language: string }) => Promise<{ title: string; description: string } | null>;
}

export interface OpenAiCompatibleConfig {
  url: string;
  apiKey?: string;
  model: string;
}

const TIMEOUT_MS = 8000;

const chatAnswer = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string().min(1) }) })).min(1) });
// The model's own JSON, checked like any input: anything else keeps the local template.
const phrasing = z.object({ title: z.string().trim().min(1).max(120), description: z.string().trim().min(1).max(400) });

const SYSTEM_PROMPT = [
  'You write one short, warm recommendation for a member of "La Meute", a French wellbeing community.',
  'You get its kind, a template name and the facts. Use only those facts; invent nothing.',
  'Answer with a JSON object only: {"title": "...", "description": "..."} — title under 80 characters, description one or two sentences.',
].join(' ');

/** Models often wrap JSON in a Markdown fence despite being told not to. */
function unfence(text: string): string {
  return text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
}

/**
 * An OpenAI-compatible `chat/completions` endpoint (AI_API_URL, AI_API_KEY, AI_MODEL), or null when
 * none is configured. Any failure — network, status, timeout, unreadable answer — resolves to null.
 */
export function createRecommendationPhraser(config: OpenAiCompatibleConfig | null, fetchImpl: typeof fetch = fetch): RecommendationPhraser | null {
  if (!config) return null;
  const endpoint = `${config.url.replace(/\/$/, '')}/chat/completions`;
  return {
    async phrase({ recommendationType, content, language }) {
      try {
        const facts = { kind: recommendationType, template: content.template, facts: content.params };
        const response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
          body: JSON.stringify({
            model: config.model,
            temperature: 0.4,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: `${SYSTEM_PROMPT} Write in the language with ISO code "${language}".` },
              { role: 'user', content: JSON.stringify(facts) },
            ],
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) return null;
        const answer = chatAnswer.safeParse(await response.json());
        if (!answer.success) return null;
        const parsed = phrasing.safeParse(JSON.parse(unfence(answer.data.choices[0]!.message.content)));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
