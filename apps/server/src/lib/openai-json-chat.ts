import { z } from 'zod';

/** An OpenAI-compatible endpoint (AI_API_URL, AI_API_KEY, AI_MODEL). */
export interface OpenAiCompatibleConfig {
  url: string;
  apiKey?: string;
  model: string;
}

const chatAnswer = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string().min(1) }) })).min(1) });

/** Models often wrap JSON in a Markdown fence despite being told not to. */
function unfence(text: string): string {
  return text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
}

/**
 * Asks a `chat/completions` endpoint for a JSON object and returns it parsed, or null on any failure
 * (network, status, timeout, unreadable answer). The caller validates the object with its own zod
 * schema: a model's answer is input like any other. One client for every AI helper that wants JSON.
 */
export async function askJsonChat(
  config: OpenAiCompatibleConfig,
  request: { system: string; user: string; temperature: number; timeoutMs: number },
  fetchImpl: typeof fetch = fetch,
): Promise<unknown> {
  try {
    const response = await fetchImpl(`${config.url.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({
        model: config.model,
        temperature: request.temperature,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
        ],
      }),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    if (!response.ok) return null;
    const answer = chatAnswer.safeParse(await response.json());
    if (!answer.success) return null;
    return JSON.parse(unfence(answer.data.choices[0]!.message.content)) as unknown;
  } catch {
    return null;
  }
}
