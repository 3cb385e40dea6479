import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { cn } from '@/lib/dom/utils';
import { visiblePages } from '../lib/categories';

type ForumPaginationProps = { page: number; pageCount: number; hrefFor: (page: number) => string };

const itemClasses = 'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md border px-3 text-sm';

/** Real pagination: 'Précédent', the page numbers, 'Suivant'; the current page marked. */
export function ForumPagination({ page, pageCount, hrefFor }: ForumPaginationProps) {
  const { t } = useTranslation();
  const edge = (target: number, enabled: boolean, label: string, icon: 'prev' | 'next') => {
    const content = (
      <>
        {icon === 'prev' ? <ChevronLeft aria-hidden="true" className="size-4" /> : null}
        {label}
        {icon === 'next' ? <ChevronRight aria-hidden="true" className="size-4" /> : null}
      </>
    );
    return enabled ? (
      <Link to={hrefFor(target)} className={cn(itemClasses, 'bg-card hover:bg-muted')}>
        {content}
      </Link>
    ) : (
      <span aria-disabled="true" className={cn(itemClasses, 'cursor-not-allowed text-muted-foreground opacity-60')}>
        {content}
      </span>
    );
  };
  return (
    <nav aria-label={t('forum.pagination.label')} className="mt-6">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{edge(page - 1, page > 1, t('forum.pagination.previous'), 'prev')}</li>
        {visiblePages(page, pageCount).map((value, index) => (
          <li key={value ?? `gap-${index}`}>
            {value === null ? (
              <span aria-hidden="true" className="px-1 text-muted-foreground">
                …
              </span>
            ) : (
              <Link
                to={hrefFor(value)}
                aria-label={t('forum.pagination.page', { page: value })}
                aria-current={value === page ? 'page' : undefined}
                className={cn(itemClasses, value === page ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-muted')}
              >
                {value}
              </Link>
            )}
          </li>
        ))}
        <li>{edge(page + 1, page < pageCount, t('forum.pagination.next'), 'next')}</li>
      </ul>
    </nav>
  );
}
