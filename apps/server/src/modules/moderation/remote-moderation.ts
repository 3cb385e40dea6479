import { z } from 'zod';

// The OpenAI-compatible moderation answer: one result per input.
const responseSchema = z.object({
  results: z.array(z.object({ flagged: z.boolean(), categories: z.record(z.string(), z.boolean()).optional() })).min(1),
});

export interface RemoteModerationOptions {
  url: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Asks an OpenAI-compatible `/moderations` endpoint; throws on any failure so the caller falls back. */
export async function moderateRemotely(content: string, options: RemoteModerationOptions) {
  const response = await (options.fetch ?? fetch)(options.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
    },
    body: JSON.stringify({ input: content, ...(options.model ? { model: options.model } : {}) }),
    signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
  });
  if (!response.ok) throw new Error(`Moderation API answered ${response.status}`);
  const result = responseSchema.parse(await response.json()).results[0]!;
  const categories = Object.entries(result.categories ?? {})
    .filter(([, flagged]) => flagged)
    .map(([category]) => category);
  return { flagged: result.flagged, categories };
}
