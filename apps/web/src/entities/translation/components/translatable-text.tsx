import { needsTranslation, type UiLanguage } from '@la-meute/shared';
import { Languages, LoaderCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { currentLanguage } from '@/lib/i18n/i18n';
import { usePublicConfig } from '@/entities/site/public-config';
import { useTranslateText } from '@/entities/translation/api/translate-text';
import { translatedFromLabel } from '@/entities/translation/lib/translation-label';
import { cn } from '@/lib/dom/utils';

type TranslatableTextProps = {
  text: string;
  /**
   * Whether this reader may ask for a translation: a signed-in member (the route is members only)
   * reading someone else's words. The feature that shows the text knows both.
   */
  canTranslate: boolean;
  /** Renders the text shown, the original or its translation (hashtag links, a styled paragraph). */
  children: (text: string) => ReactNode;
  className?: string;
};

const actionClasses =
  'inline-flex items-center gap-1 rounded-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-disabled:opacity-70 [&_svg]:size-3.5';

type OfferedTranslationProps = Pick<TranslatableTextProps, 'text' | 'children' | 'className'> & { language: UiLanguage };

/** The text with its 'Traduire' action; the translation is asked for on the first click only. */
function OfferedTranslation({ text, language, children, className }: OfferedTranslationProps) {
  const { t } = useTranslation();
  const [requested, setRequested] = useState(false);
  const [showOriginal, setShowOriginal] = useState(false);
  const translation = useTranslateText(text, language, requested);
  const translated = translation.data?.translated && !showOriginal ? translation.data : null;
  const unavailable = translation.isError || translation.data?.translated === false;
  const loading = translation.isFetching;

  return (
    <div className={cn('grid gap-1', className)} aria-busy={loading || undefined}>
      {/* The translation stands where the text stood, marked with its language for screen readers. */}
      <div lang={translated ? language : undefined}>{children(translated ? translated.text : text)}</div>
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
        {translated ? (
          <>
            <span>{translatedFromLabel(t, translated.sourceLanguage)}</span>
            <span aria-hidden="true">·</span>
            <button type="button" className={actionClasses} onClick={() => setShowOriginal(true)}>
              {t('translation.showOriginal')}
            </button>
          </>
        ) : unavailable ? (
          <span role="status">{t('translation.unavailable')}</span>
        ) : (
          <button
            type="button"
            className={actionClasses}
            // Not `disabled`: the button would drop the keyboard focus while the answer comes.
            aria-disabled={loading || undefined}
            onClick={() => {
              if (loading) return;
              setRequested(true);
              setShowOriginal(false);
            }}
          >
            {loading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Languages aria-hidden="true" />}
            {loading ? t('translation.loading') : t('translation.action')}
          </button>
        )}
      </p>
    </div>
  );
}

/**
 * SPEC §7 ai-translate: a 'Traduire' action under content written in another language than the
 * reader's, offered only to members and only when the server has a provider. Any failure keeps the
 * original text with a short note: reading never turns into an error screen.
 */
export function TranslatableText({ text, canTranslate, children, className }: TranslatableTextProps) {
  // Subscribes to language changes: currentLanguage() below is read again on each.
  useTranslation();
  const language = currentLanguage();
  const config = usePublicConfig();
  const offered = canTranslate && config.data?.features.translation === true && needsTranslation(text, language);
  if (!offered) return children(text);
  // Keyed by language: a new interface language starts from the original again.
  return (
    <OfferedTranslation key={language} text={text} language={language} className={className}>
      {children}
    </OfferedTranslation>
  );
}
