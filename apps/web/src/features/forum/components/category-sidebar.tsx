import { FORUM_CATEGORY_FILTERS, type ForumCategoryCounts, type ForumCategoryFilter } from '@la-meute/shared';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { cn } from '@/lib/dom/utils';

type CategorySidebarProps = {
  current: ForumCategoryFilter;
  counts: ForumCategoryCounts | undefined;
  /** The address of the list filtered by a category (the search kept, page 1). */
  hrefFor: (category: ForumCategoryFilter) => string;
};

/** SPEC §2 forum sidebar: the categories with their real topic counts; 'all' filters nothing. */
export function CategorySidebar({ current, counts, hrefFor }: CategorySidebarProps) {
  const { t } = useTranslation();
  const countOf = (category: ForumCategoryFilter) =>
    category === 'all' ? counts?.total : (counts?.categories.find((row) => row.category === category)?.count ?? (counts ? 0 : undefined));
  return (
    <nav aria-labelledby="forum-categories-title" className="rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="forum-categories-title" className="mb-3 text-base font-semibold">
        {t('forum.categories.title')}
      </h2>
      <ul className="grid gap-1">
        {FORUM_CATEGORY_FILTERS.map((category) => {
          const count = countOf(category);
          const active = category === current;
          return (
            <li key={category}>
              <Link
                to={hrefFor(category)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center justify-between rounded-md px-3 py-2 text-sm hover:bg-muted',
                  active && 'bg-primary text-primary-foreground hover:bg-primary/90',
                )}
              >
                <span>{t(`forum.categories.${category}`)}</span>
                {count !== undefined ? (
                  <span className={cn('rounded-full px-2 text-xs', active ? 'bg-primary-foreground/20' : 'bg-muted')}>
                    <span className="sr-only">{t('forum.categories.count', { count })}</span>
                    <span aria-hidden="true">{count}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
