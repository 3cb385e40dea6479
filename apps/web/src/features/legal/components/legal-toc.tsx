import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { LegalSection } from '../content/types';

/** The table of contents: one entry per section, numbered like the headings. */
export function LegalToc({ sections }: { sections: LegalSection[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <nav
      aria-labelledby={headingId}
      className="rounded-xl border bg-card p-5 shadow-sm lg:sticky lg:top-24 lg:self-start lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto"
    >
      <h2 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {t('legal.toc.title')}
      </h2>
      <ol className="mt-3 grid gap-1 text-sm">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="flex gap-2 rounded-md px-2 py-1.5 text-foreground/80 transition-colors hover:bg-muted hover:text-foreground"
            >
              <span aria-hidden="true" className="w-5 shrink-0 text-right tabular-nums text-muted-foreground">
                {index + 1}.
              </span>
              <span>{section.heading}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
