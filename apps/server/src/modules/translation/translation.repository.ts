import { and, eq } from 'drizzle-orm';
import type { TranslationLanguage } from '@la-meute/shared';
import type { Database } from '../../db/client';
import { translations } from '../../db/schema';

export function createTranslationRepository(db: Database) {
  return {
    async find(sourceHash: string, targetLanguage: TranslationLanguage) {
      const [row] = await db
        .select({ text: translations.translatedText, sourceLanguage: translations.sourceLanguage })
        .from(translations)
        .where(and(eq(translations.sourceHash, sourceHash), eq(translations.targetLanguage, targetLanguage)))
        .limit(1);
      return row ?? null;
    },

    /** Two readers translating the same text at once: the first answer is kept. */
    async save(values: { sourceHash: string; sourceLanguage: string | null; targetLanguage: TranslationLanguage; translatedText: string; provider: string }) {
      await db.insert(translations).values(values).onConflictDoNothing();
    },
  };
}

export type TranslationRepository = ReturnType<typeof createTranslationRepository>;
