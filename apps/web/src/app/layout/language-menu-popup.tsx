import { isUiLanguage, splitLanguagePrefix, TOAST_DURATION_MS, UI_LANGUAGES, withLanguagePrefix, type UiLanguage } from '@la-meute/shared';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/toast-store';
import { currentLanguage, i18n } from '@/lib/i18n';

const LANGUAGE_NAME_KEYS = {
  fr: 'nav.language.fr',
  en: 'nav.language.en',
  es: 'nav.language.es',
} as const satisfies Record<UiLanguage, string>;

async function switchLanguage(language: UiLanguage) {
  // The i18n "languageChanged" listener updates <html lang>; the toast speaks the new language.
  const t = await i18n.changeLanguage(language);
  toast({
    title: t('nav.language.changed.title'),
    description: t('nav.language.changed.description'),
    duration: TOAST_DURATION_MS.languageChange,
  });
}

/** The language menu itself (Radix), loaded on first use around the bar's trigger (language-menu.tsx). */
export function LanguageMenuPopup({ trigger }: { trigger: ReactElement }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  function selectLanguage(next: UiLanguage) {
    // On an /en or /es address the language is part of the URL: move to the page's other address.
    const { prefixed, path } = splitLanguagePrefix(pathname);
    if (prefixed) void navigate(`${withLanguagePrefix(path, next)}${search}${hash}`);
    void switchLanguage(next);
  }
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuRadioGroup
          value={language}
          onValueChange={(value) => {
            if (isUiLanguage(value) && value !== language) selectLanguage(value);
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
