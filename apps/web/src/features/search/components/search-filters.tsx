import { SEARCH_TYPES } from '@la-meute/shared';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { cn } from '@/lib/dom/utils';
import { searchQueryString, type SearchFilter } from '../lib/search-params';

const FILTERS: readonly SearchFilter[] = ['all', ...SEARCH_TYPES];

/** What the results are of: links, so each filter has its own address (shared, kept on Back). */
export function SearchFilters({ q, current }: { q: string; current: SearchFilter }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('search.filters.label')}>
      <ul className="flex flex-wrap gap-2">
        {FILTERS.map((filter) => (
          <li key={filter}>
            <Link
              to={searchQueryString({ q, type: filter }) || '?'}
              replace
              preventScrollReset
              aria-current={filter === current ? 'page' : undefined}
              className={cn(
                'inline-flex rounded-full border px-3 py-1 text-sm font-medium transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
                filter === current && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
              )}
            >
              {t(`search.filters.${filter}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
