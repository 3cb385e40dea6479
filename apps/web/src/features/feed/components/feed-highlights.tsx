import { formatCount, PAGE_ROUTES } from '@la-meute/shared';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { cn } from '@/lib/dom/utils';
import { useFeedStats } from '@/features/feed/api/get-feed-stats';

type FeedHighlightsProps = { activeTag?: string | null; className?: string };

/**
 * The sidebar folded for narrow screens: one scrolling row of trending hashtags and one line of
 * figures, so the posts stay within the first screen.
 */
export function FeedHighlights({ activeTag, className }: FeedHighlightsProps) {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const stats = useFeedStats();
  if (!stats.data) return null;
  const feedPath = localize(PAGE_ROUTES.feed);

  return (
    <section aria-label={t('feed.sidebar.label')} className={cn('grid gap-2', className)}>
      <h2 className="sr-only">{t('feed.trending.title')}</h2>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]">
        {stats.data.trendingHashtags.map(({ tag, count }) => (
          <li key={tag} className="shrink-0">
            <Link
              to={`${feedPath}?tag=${encodeURIComponent(tag)}`}
              aria-current={activeTag === tag ? 'true' : undefined}
              aria-label={`#${tag}, ${t('feed.trending.posts', { count })}`}
              className={cn(
                'inline-flex h-8 items-center gap-1.5 rounded-full border bg-card px-3 text-sm font-medium text-primary hover:bg-muted',
                activeTag === tag && 'border-primary bg-secondary',
              )}
            >
              #{tag}
              <span className="text-xs font-normal tabular-nums text-muted-foreground">{count}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">
        {[
          t('feed.highlights.members', { count: stats.data.members, formatted: formatCount(stats.data.members, i18n.language) }),
          t('feed.highlights.postsToday', { count: stats.data.postsToday, formatted: formatCount(stats.data.postsToday, i18n.language) }),
          t('feed.highlights.interactionsToday', { count: stats.data.interactionsToday, formatted: formatCount(stats.data.interactionsToday, i18n.language) }),
        ].join(' · ')}
      </p>
    </section>
  );
}
