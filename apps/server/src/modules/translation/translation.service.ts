import crypto from 'node:crypto';
import { detectLanguage, type TranslateInput, type Translation } from '@la-meute/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimits } from '../../lib/rate-limit';
import type { TranslationRepository } from './translation.repository';
import type { TranslationProvider } from './translation-providers';

/** Translations a member may ask for per minute: reading a thread, not scripting a provider. */
const PER_MINUTE = 30;

/**
 * SPEC §7 ai-translate: the cache first, then the configured provider. Whatever fails, the reader
 * gets the original text back (never an error screen); only the rate limit is refused outright.
 */
export function createTranslationService(deps: {
  repository: TranslationRepository;
  provider: TranslationProvider | null;
  rateLimits: Pick<RateLimits, 'create'>;
  logger: FastifyBaseLogger;
}) {
  const { repository, provider, logger } = deps;
  const limit = deps.rateLimits.create({ name: 'translation', points: PER_MINUTE, durationS: 60 });

  return {
    /** Whether 'Traduire' is offered at all. */
    enabled: provider !== null,

    async translate(userId: string, { text, targetLanguage }: TranslateInput): Promise<Translation> {
      await limit.consume(userId);
      const sourceLanguage = detectLanguage(text);
      const original: Translation = { text, sourceLanguage, targetLanguage, translated: false };
      if (!provider || sourceLanguage === targetLanguage) return original;

      const sourceHash = crypto.createHash('sha256').update(text).digest('hex');
      try {
        const cached = await repository.find(sourceHash, targetLanguage);
        if (cached) return { text: cached.text, sourceLanguage: cached.sourceLanguage, targetLanguage, translated: true };
        const translatedText = await provider.translate({ text, sourceLanguage, targetLanguage });
        await repository.save({ sourceHash, sourceLanguage, targetLanguage, translatedText, provider: provider.name });
        return { text: translatedText, sourceLanguage, targetLanguage, translated: true };
      } catch (error) {
        logger.warn({ err: error, provider: provider.name }, 'Translation failed: the original text is returned');
        return original;
      }
    },
  };
}

export type TranslationService = ReturnType<typeof createTranslationService>;
