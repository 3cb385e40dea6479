import { Heart } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { JoinPrompt } from '@/components/join-prompt';

/** What a visitor sees on /dating: meeting members needs an account (SPEC §6). */
export function DatingJoinPrompt() {
  const { t } = useTranslation();
  return (
    <JoinPrompt
      layout="page"
      icon={Heart}
      title={t('dating.joinPrompt.title')}
      text={t('dating.joinPrompt.text')}
      signInLabel={t('dating.joinPrompt.signIn')}
      joinLabel={t('dating.joinPrompt.join')}
    />
  );
}
