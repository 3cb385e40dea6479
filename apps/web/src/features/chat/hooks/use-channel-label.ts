import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { channelLabelKey } from '@/features/chat/lib/channels';

/** The translated name of a seeded channel (general, wellbeing, events, help), else its own name. */
export function useChannelLabel(): (name: string) => string {
  const { t } = useTranslation();
  return useCallback((name: string) => {
    const key = channelLabelKey(name);
    return key ? t(key) : name;
  }, [t]);
}
