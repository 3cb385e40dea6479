import { z } from 'zod';

/** An OpenAI-compatible `images/generations` endpoint: one portrait, as PNG or JPEG bytes. */
export interface ImageGenerator {
  generate: (prompt: string) => Promise<Buffer>;
}

const answerSchema = z.object({
  data: z.array(z.object({ b64_json: z.string().min(1).optional(), url: z.url().optional() })).min(1),
});

const TIMEOUT_MS = 60_000;

export function createImageGenerator(
  options: { url: string; apiKey?: string; model: string } | null,
  fetchImpl: typeof fetch = fetch,
): ImageGenerator | null {
  if (!options) return null;
  const endpoint = `${options.url.replace(/\/$/, '')}/images/generations`;
  return {
    async generate(prompt) {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
        body: JSON.stringify({ model: options.model, prompt, n: 1, size: '1024x1024' }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`Image generation answered ${response.status}`);
      const [image] = answerSchema.parse(await response.json()).data;
      if (image?.b64_json) return Buffer.from(image.b64_json, 'base64');
      if (!image?.url) throw new Error('Image generation answered no image');
      // Some providers answer with a short-lived address instead of the bytes.
      const download = await fetchImpl(image.url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!download.ok) throw new Error(`Image download answered ${download.status}`);
      return Buffer.from(await download.arrayBuffer());
    },
  };
}

/** The portrait asked for: from the member's interests only — no name or other personal detail leaves. */
export function portraitPrompt(interests: string[]): string {
  const themes = interests.slice(0, 5).join(', ');
  return [
    'A warm, friendly illustrated profile picture for a community of wellbeing and nature lovers,',
    'soft natural colours, a wolf-pack spirit, no text, centred, plain background',
    themes ? `, evoking: ${themes}.` : '.',
  ].join(' ');
}
