import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { TranslationKey } from '@/lib/i18n/i18n';

// The channels the server seeds; any other name is shown as written.
const SEEDED_LABELS: Record<string, TranslationKey> = {
  general: 'chat.channels.name.general',
  wellbeing: 'chat.channels.name.wellbeing',
  events: 'chat.channels.name.events',
  help: 'chat.channels.name.help',
};

export function channelLabelKey(name: string): TranslationKey | null {
  return Object.hasOwn(SEEDED_LABELS, name) ? (SEEDED_LABELS[name] ?? null) : null;
}

/**
 * The translated name of a seeded channel (general, wellbeing, events, help), else its own name:
 * the chat and the landing's "Canaux actifs" call a channel the same.
 */
export function useChannelLabel(): (name: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (name: string) => {
      const key = channelLabelKey(name);
      return key ? t(key) : name;
    },
    [t],
  );
}
