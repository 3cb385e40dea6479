import { PenLine } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { JoinPrompt as SharedJoinPrompt } from '@/components/join-prompt';

/** Shown to visitors in place of the composer: reading is open, writing needs an account (SPEC §6). */
export function JoinPrompt() {
  const { t } = useTranslation();
  return <SharedJoinPrompt icon={PenLine} text={t('feed.joinPrompt.text')} signInLabel={t('feed.joinPrompt.signIn')} joinLabel={t('feed.joinPrompt.join')} />;
}
