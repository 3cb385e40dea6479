import { Languages } from 'lucide-react';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { deferComponent, DeferredMenu } from '@/components/ui/deferred';
import { useSession } from '@/features/auth/api/get-session';
import { currentLanguage, readLanguageChoice } from '@/lib/i18n/i18n';
import { useLanguageChoice } from '@/lib/i18n/localized-path';

const popup = deferComponent(() => import('./language-menu-popup').then((module) => module.LanguageMenuPopup));

/**
 * ADR 004: a member's saved language applies on every device. Once the session says it (a sign-in,
 * a page load) and this browser has another choice or none, it becomes this browser's choice too.
 */
function useMemberLanguage() {
  const { user } = useSession();
  const chooseLanguage = useLanguageChoice();
  const saved = user?.language;
  const adopt = useEffectEvent((language: NonNullable<typeof saved>) => {
    if (readLanguageChoice() !== language) void chooseLanguage(language);
  });
  useEffect(() => {
    if (saved) adopt(saved);
  }, [saved]);
}

/** SPEC §2/§9: the bar's language switch; the menu (Radix) loads on first use (ADR 011). */
export function LanguageMenu() {
  const { t } = useTranslation();
  useMemberLanguage();
  const trigger = (
    <Button variant="ghost" size="sm" className="max-[359px]:px-2" aria-label={t('nav.language.label')}>
      <Languages aria-hidden="true" />
      {/* On the narrowest phones the bar needs that room; the button's name still says it. */}
      <span aria-hidden="true" className="hidden uppercase min-[360px]:inline">
        {currentLanguage()}
      </span>
    </Button>
  );
  return <DeferredMenu trigger={trigger} preload={popup.preload} renderMenu={(opened) => <popup.Component trigger={opened} />} />;
}
