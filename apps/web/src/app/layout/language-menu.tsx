import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { deferComponent, DeferredMenu } from '@/components/ui/deferred';
import { currentLanguage } from '@/lib/i18n';

const popup = deferComponent(() => import('./language-menu-popup').then((module) => module.LanguageMenuPopup));

/** SPEC §2/§9: the bar's language switch; the menu (Radix) loads on first use (ADR 011). */
export function LanguageMenu() {
  const { t } = useTranslation();
  const trigger = (
    <Button variant="ghost" size="sm" aria-label={t('nav.language.label')}>
      <Languages aria-hidden="true" />
      <span aria-hidden="true" className="uppercase">
        {currentLanguage()}
      </span>
    </Button>
  );
  return <DeferredMenu trigger={trigger} preload={popup.preload} renderMenu={(opened) => <popup.Component trigger={opened} />} />;
}
