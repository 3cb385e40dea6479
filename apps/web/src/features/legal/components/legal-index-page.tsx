import type { PublicConfig } from '@la-meute/shared';
import { ChevronRight, Mail } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { PageShell } from '@/components/page-shell';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { LEGAL_DOCUMENT_KEYS } from '../content/types';
import { useLegalContent } from '../hooks/use-legal-content';
import { LEGAL_DOCUMENTS } from '../legal-documents';
import { LastUpdated } from './last-updated';

/** SPEC §2: /legal lists the five legal documents. Loading their summaries also warms their chunk. */
export function LegalIndexPage({ config }: { config: PublicConfig | undefined }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const content = useLegalContent();

  return (
    <PageShell title={t('pages.legal.title')} className="max-w-4xl">
      <div className="mt-3 grid gap-4">
        <LastUpdated />
        <p className="max-w-2xl text-lg leading-8 text-foreground/90">{t('legal.index.intro')}</p>
      </div>
      <h2 className="sr-only">{t('legal.index.documents')}</h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {LEGAL_DOCUMENT_KEYS.map((key) => {
          const { path, titleKey, icon: Icon } = LEGAL_DOCUMENTS[key];
          return (
            <li key={key}>
              <Link
                to={localize(path)}
                className="group flex h-full gap-4 rounded-xl border bg-card p-5 shadow-sm transition-colors hover:border-primary"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="grid flex-1 gap-1">
                  <span className="flex items-center justify-between gap-2 font-semibold text-primary">
                    {t(titleKey)}
                    <ChevronRight aria-hidden="true" className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5" />
                  </span>
                  {/* Reserved height: the summary arrives with the content chunk, without shifting the grid. */}
                  <span className="min-h-10 text-sm leading-5 text-muted-foreground">{content.data?.[key].summary}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {config ? (
        <p className="mt-10 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl bg-secondary px-5 py-4 text-secondary-foreground">
          <Mail aria-hidden="true" className="size-4" />
          <span>{t('legal.index.contact')}</span>
          <a href={`mailto:${config.operator.email}`} className="font-medium underline underline-offset-2 hover:no-underline">
            {config.operator.email}
          </a>
        </p>
      ) : null}
    </PageShell>
  );
}
