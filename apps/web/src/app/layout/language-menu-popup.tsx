import { isUiLanguage, TOAST_DURATION_MS, UI_LANGUAGES, type UiLanguage } from '@la-meute/shared';
import type { ReactElement } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/toast-store';
import { useSession } from '@/features/auth/api/get-session';
import { useUpdateLanguage } from '@/features/auth/api/update-language';
import { getErrorMessage } from '@/lib/api/error-message';
import { currentLanguage, i18n, readLanguageChoice } from '@/lib/i18n/i18n';
import { useLanguageChoice } from '@/lib/i18n/localized-path';

const LANGUAGE_NAME_KEYS = {
  fr: 'nav.language.fr',
  en: 'nav.language.en',
  es: 'nav.language.es',
} as const satisfies Record<UiLanguage, string>;

/** ADR 004: a choice made here is the person's: kept, and saved on a member's account. */
function useSelectLanguage() {
  const chooseLanguage = useLanguageChoice();
  const { user } = useSession();
  const updateLanguage = useUpdateLanguage();

  return async (language: UiLanguage) => {
    if (user) {
      updateLanguage.mutate(language, {
        onError: (error) => toast({ title: i18n.t('common.error'), description: getErrorMessage(i18n.t, error), variant: 'destructive' }),
      });
    }
    // The i18n "languageChanged" listener updates <html lang>; the toast speaks the new language.
    const t = await chooseLanguage(language);
    toast({
      title: t('nav.language.changed.title'),
      description: t('nav.language.changed.description'),
      duration: TOAST_DURATION_MS.languageChange,
    });
  };
}

/** The language menu itself (Radix), loaded on first use around the bar's trigger (language-menu.tsx). */
export function LanguageMenuPopup({ trigger }: { trigger: ReactElement }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const selectLanguage = useSelectLanguage();
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuRadioGroup
          value={language}
          onValueChange={(value) => {
            // Picking the language the browser already gave still makes it a choice (ADR 004).
            if (isUiLanguage(value) && (value !== language || readLanguageChoice() !== value)) void selectLanguage(value);
          }}
        >
          {UI_LANGUAGES.map((code) => (
            <DropdownMenuRadioItem key={code} value={code} lang={code}>
              {t(LANGUAGE_NAME_KEYS[code])}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
