import { SEARCH_DEBOUNCE_MS } from '@la-meute/shared';
import { Search } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiRequestError } from '@/lib/api/api-client';
import { getErrorMessage } from '@/lib/api/error-message';
import { cn } from '@/lib/dom/utils';
import { useSearch } from '../api/search';
import { toSearchFilter } from '../lib/search-params';
import { SearchFilters } from './search-filters';
import { SearchSections, SearchTypeList } from './search-results';

function ResultsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">{t('search.loading')}</span>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-20 w-full rounded-lg" />
      ))}
    </div>
  );
}

/**
 * One search. The words live in the address (?q=, replaced as they are typed, so Back
 * leaves the page instead of walking back through every key), the filter too (?type=).
 */
export function SearchPage({ viewerId }: { viewerId: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const labelId = `${id}-label`;
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const type = toSearchFilter(params.get('type'));
  const [text, setText] = useState(q);
  const [applied, setApplied] = useState(q);
  // The address changed by itself (the bar's field, Back): the box follows it.
  if (q !== applied) {
    setApplied(q);
    if (q !== text.trim()) setText(q);
  }

  const apply = useCallback(
    (value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set('q', value);
          else next.delete('q');
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => apply(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, apply]);

  const results = useSearch({ q, type }, viewerId);
  // A refused query (too long) is the field's error; anything else is the results' (with a retry).
  const refused = isApiRequestError(results.error) && results.error.status >= 400 && results.error.status < 500 && results.error.status !== 429;
  const pages = results.data?.pages ?? [];
  const empty = pages.length > 0 && pages.every((page) => page.sections.every((section) => section.items.length === 0));

  let body;
  if (!q) body = <p className="text-muted-foreground">{t('search.emptyQuery')}</p>;
  else if (results.isError && !refused) {
    body = (
      <LoadError title={t('search.failed')} description={getErrorMessage(t, results.error)} onRetry={() => void results.refetch()} retrying={results.isFetching} />
    );
  } else if (refused) body = null;
  else if (results.isPending) body = <ResultsSkeleton />;
  else if (empty) {
    body = (
      <p role="status" className="rounded-lg border border-dashed px-6 py-10 text-center text-muted-foreground">
        {t('search.noResults', { q })}
      </p>
    );
  } else if (type === 'all') body = <SearchSections q={q} result={pages[0]!} />;
  else {
    body = (
      <SearchTypeList
        pages={pages}
        hasMore={results.hasNextPage}
        loadingMore={results.isFetchingNextPage}
        onLoadMore={() => void results.fetchNextPage()}
      />
    );
  }

  return (
    <div className="mt-6 grid gap-6">
      <form
        role="search"
        aria-labelledby={labelId}
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          apply(text.trim());
        }}
      >
        <label id={labelId} htmlFor={id} className="text-sm font-medium">
          {t('search.page.label')}
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id={id}
            type="search"
            name="q"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('search.page.placeholder')}
            autoComplete="off"
            aria-invalid={refused || undefined}
            aria-describedby={refused ? errorId : undefined}
            className="pl-9"
          />
        </div>
        {refused ? (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {getErrorMessage(t, results.error)}
          </p>
        ) : null}
      </form>
      {q ? <SearchFilters q={q} current={type} /> : null}
      <div aria-busy={results.isFetching || undefined} className={cn('transition-opacity', results.isPlaceholderData && 'opacity-60')}>
        {body}
      </div>
    </div>
  );
}
