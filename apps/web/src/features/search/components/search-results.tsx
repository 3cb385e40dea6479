import type { SearchResult, SearchSection } from '@la-meute/shared';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { searchQueryString } from '../lib/search-params';
import { SearchHitItem } from './search-hit';

function hitKey(hit: SearchSection['items'][number]): string {
  if (hit.type === 'person') return `person-${hit.member.id}`;
  if (hit.type === 'hashtag') return `hashtag-${hit.tag}`;
  return `${hit.type}-${hit.id}`;
}

function HitList({ items }: { items: SearchSection['items'] }) {
  return (
    <ul className="grid gap-3">
      {items.map((hit) => (
        <li key={hitKey(hit)}>
          <SearchHitItem hit={hit} />
        </li>
      ))}
    </ul>
  );
}

/** 'Tout': each type's first results under its heading, with 'Voir plus' to that type alone. */
export function SearchSections({ q, result }: { q: string; result: SearchResult }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-8">
      {result.sections
        .filter((section) => section.items.length > 0)
        .map((section) => (
          <section key={section.type} aria-labelledby={`search-section-${section.type}`} className="grid gap-3">
            <h2 id={`search-section-${section.type}`} className="text-xl font-semibold">
              {t(`search.filters.${section.type}`)}
            </h2>
            <HitList items={section.items} />
            {section.nextCursor !== null ? (
              <p>
                <Link
                  to={searchQueryString({ q, type: section.type })}
                  preventScrollReset
                  className="text-sm font-medium text-primary hover:underline"
                  aria-label={t('search.seeMoreOf', { type: t(`search.filters.${section.type}`) })}
                >
                  {t('search.seeMore')}
                </Link>
              </p>
            ) : null}
          </section>
        ))}
    </div>
  );
}

type SearchTypeListProps = {
  pages: SearchResult[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
};

/** One type: its pages one after the other, and 'Charger plus' while there are more. */
export function SearchTypeList({ pages, hasMore, loadingMore, onLoadMore }: SearchTypeListProps) {
  const { t } = useTranslation();
  const items = pages.flatMap((page) => page.sections.flatMap((section) => section.items));
  return (
    <div className="grid gap-4">
      <HitList items={items} />
      {hasMore ? (
        <Button variant="outline" className="justify-self-center" onClick={onLoadMore} disabled={loadingMore}>
          {loadingMore ? t('search.loadingMore') : t('search.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
