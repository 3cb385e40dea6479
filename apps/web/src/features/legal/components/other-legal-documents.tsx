import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { LEGAL_DOCUMENT_KEYS, type LegalDocumentKey } from '../content/types';
import { LEGAL_DOCUMENTS } from '../legal-documents';

/** Links to the four other legal documents, at the end of each one. */
export function OtherLegalDocuments({ current }: { current: LegalDocumentKey }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <nav aria-label={t('legal.otherDocuments')}>
      <p className="text-sm font-semibold text-muted-foreground">{t('legal.otherDocuments')}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {LEGAL_DOCUMENT_KEYS.filter((key) => key !== current).map((key) => {
          const { path, titleKey, icon: Icon } = LEGAL_DOCUMENTS[key];
          return (
            <li key={key}>
              <Link
                to={localize(path)}
                className="inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1.5 text-sm transition-colors hover:border-primary hover:text-primary"
              >
                <Icon aria-hidden="true" className="size-4 text-primary" />
                {t(titleKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
