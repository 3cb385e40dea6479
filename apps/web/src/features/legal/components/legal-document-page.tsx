import { PAGE_ROUTES, type PublicConfig } from '@la-meute/shared';
import { ArrowLeft, Info, TriangleAlert } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { PageShell } from '@/components/page-shell';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import type { LegalDocumentKey } from '../content/types';
import { useLegalContent } from '../hooks/use-legal-content';
import { LEGAL_DOCUMENTS } from '../legal-documents';
import { buildLegalValues, hasUnpublishedOperatorDetails } from '../lib/legal-values';
import { LastUpdated } from './last-updated';
import { LegalBlocks } from './legal-blocks';
import { LegalToc } from './legal-toc';
import { OtherLegalDocuments } from './other-legal-documents';

type LegalDocumentPageProps = {
  documentKey: LegalDocumentKey;
  /** Operator and host details; undefined while loading or when the request failed. */
  config: PublicConfig | undefined;
  configStatus: 'pending' | 'error' | 'success';
};

/** One legal document: its title, last update, table of contents and numbered sections. */
export function LegalDocumentPage({ documentKey, config, configStatus }: LegalDocumentPageProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const content = useLegalContent();
  const document = content.data?.[documentKey];
  const siteName = config?.siteName ?? t('app.name');
  const values = buildLegalValues(config, t('legal.valueUnavailable'), {
    name: t('legal.unpublished.name', { site: siteName }),
    value: t('legal.unpublished.value'),
  });

  let body;
  if (content.isError) {
    body = (
      <div role="alert" className="mt-8 flex flex-col items-start gap-3 rounded-xl border bg-card p-6">
        <p className="flex items-center gap-2 font-medium">
          <TriangleAlert aria-hidden="true" className="size-5 text-destructive" />
          {t('legal.loadError')}
        </p>
        <Button variant="outline" onClick={() => void content.refetch()}>
          {t('legal.retry')}
        </Button>
      </div>
    );
  } else if (!document || configStatus === 'pending') {
    body = <Spinner label={t('legal.loading')} />;
  } else {
    body = (
      <div className="mt-8 grid gap-8 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-12">
        <LegalToc sections={document.sections} />
        <div className="grid max-w-3xl gap-10">
          {configStatus === 'error' ? (
            <p role="status" className="flex gap-2 rounded-lg bg-secondary p-4 text-sm text-secondary-foreground">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('legal.configUnavailable')}
            </p>
          ) : null}
          {hasUnpublishedOperatorDetails(config) ? (
            <p role="note" className="flex gap-2 rounded-lg bg-secondary p-4 text-sm text-secondary-foreground">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('legal.unpublished.notice')}
            </p>
          ) : null}
          <div className="grid gap-4 text-lg">
            <LegalBlocks blocks={document.intro} values={values} />
          </div>
          {document.sections.map((section, index) => (
            <section key={section.id} className="grid gap-4">
              <h2 id={section.id} className="flex gap-3 text-xl font-semibold tracking-tight text-primary sm:text-2xl">
                <span aria-hidden="true" className="tabular-nums text-accent">
                  {index + 1}.
                </span>
                {section.heading}
              </h2>
              <LegalBlocks blocks={section.blocks} values={values} />
              {section.subsections?.map((subsection) => (
                <div key={subsection.heading} className="grid gap-2 border-l-2 border-secondary pl-4">
                  <h3 className="font-semibold">{subsection.heading}</h3>
                  <LegalBlocks blocks={subsection.blocks} values={values} />
                </div>
              ))}
            </section>
          ))}
        </div>
      </div>
    );
  }

  return (
    <PageShell title={t(LEGAL_DOCUMENTS[documentKey].titleKey)} className="max-w-6xl">
      <div className="mt-3 flex flex-col gap-3">
        <LastUpdated />
        {content.language !== 'fr' ? <p className="text-sm text-muted-foreground">{t('legal.translationNotice')}</p> : null}
      </div>
      {body}
      <footer className="mt-14 grid gap-4 border-t pt-8">
        <OtherLegalDocuments current={documentKey} />
        <Link
          to={localize(PAGE_ROUTES.legal)}
          className="inline-flex w-fit items-center gap-2 rounded-md text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('legal.backToIndex')}
        </Link>
      </footer>
    </PageShell>
  );
}
