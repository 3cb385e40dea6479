import { z } from 'zod';
import type { TranslationLanguage } from '@la-meute/shared';
import type { TranslationProviderConfig } from '../../config';

/** A translation service reached over HTTP; throws on any failure so the caller falls back to the original. */
export interface TranslationProvider {
  name: string;
  translate: (input: { text: string; sourceLanguage: string | null; targetLanguage: TranslationLanguage }) => Promise<string>;
}

const TIMEOUT_MS = 8000;

const libreAnswer = z.object({ translatedText: z.string().min(1) });
const chatAnswer = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string().min(1) }) })).min(1) });

async function postJson(url: string, body: unknown, apiKey: string | undefined, fetchImpl: typeof fetch): Promise<unknown> {
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Translation provider answered ${response.status}`);
  return response.json();
}

/** LibreTranslate's `POST /translate` (self-hostable, no account needed). */
function libreTranslate(options: { url: string; apiKey?: string }, fetchImpl: typeof fetch): TranslationProvider {
  const endpoint = `${options.url.replace(/\/$/, '')}/translate`;
  return {
    name: 'libretranslate',
    async translate({ text, sourceLanguage, targetLanguage }) {
      const body = { q: text, source: sourceLanguage ?? 'auto', target: targetLanguage, format: 'text', ...(options.apiKey ? { api_key: options.apiKey } : {}) };
      return libreAnswer.parse(await postJson(endpoint, body, undefined, fetchImpl)).translatedText;
    },
  };
}

/** Any OpenAI-compatible `chat/completions` endpoint, told to answer with the translation only. */
function openAiCompatible(options: { url: string; apiKey?: string; model: string }, fetchImpl: typeof fetch): TranslationProvider {
  const endpoint = `${options.url.replace(/\/$/, '')}/chat/completions`;
  return {
    name: 'openai-compatible',
    async translate({ text, targetLanguage }) {
      const body = {
        model: options.model,
        temperature: 0,
        messages: [
          { role: 'system', content: `Translate the user's message into the language with ISO code "${targetLanguage}". Answer with the translation only, nothing else.` },
          { role: 'user', content: text },
        ],
      };
      return chatAnswer.parse(await postJson(endpoint, body, options.apiKey, fetchImpl)).choices[0]!.message.content.trim();
    },
  };
}

/** The provider configuration chooses (LibreTranslate first); none configured means no translation is offered. */
export function createTranslationProvider(config: TranslationProviderConfig, fetchImpl: typeof fetch = fetch): TranslationProvider | null {
  if (config.libreTranslate) return libreTranslate(config.libreTranslate, fetchImpl);
  if (config.openAi) return openAiCompatible(config.openAi, fetchImpl);
  return null;
}
