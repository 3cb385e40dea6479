import { formatCount, PAGE_ROUTES } from '@la-meute/shared';
import { Activity, Newspaper, TrendingUp, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { cn } from '@/lib/dom/utils';
import { useFeedStats } from '@/features/feed/api/get-feed-stats';

function StatRow({ icon, value, label }: { icon: ReactNode; value: string | null; label: string }) {
  return (
    <div className="flex items-center gap-3">
      <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-4">
        {icon}
      </span>
      <div className="grid min-w-0">
        {value === null ? <Skeleton className="h-5 w-12" /> : <span className="text-lg font-semibold tabular-nums leading-tight">{value}</span>}
        <span className="truncate text-xs text-muted-foreground">{label}</span>
      </div>
    </div>
  );
}

type FeedSidebarProps = { activeTag?: string | null; className?: string };

/** SPEC §2 feed sidebar (wide screens): trending hashtags and community figures, both real. */
export function FeedSidebar({ activeTag, className }: FeedSidebarProps) {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const stats = useFeedStats();
  const format = (value: number | undefined) => (value === undefined ? null : formatCount(value, i18n.language));
  const feedPath = localize(PAGE_ROUTES.feed);

  return (
    <aside aria-label={t('feed.sidebar.label')} className={cn('grid content-start gap-4', className)}>
      <section aria-labelledby="feed-trending" className="rounded-xl border bg-card p-4 shadow-sm">
        <h2 id="feed-trending" className="mb-2 flex items-center gap-2 text-sm font-semibold">
          <TrendingUp aria-hidden="true" className="size-4 text-accent" />
          {t('feed.trending.title')}
        </h2>
        {stats.isPending ? (
          <div className="grid gap-2">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-7 w-full" />
            ))}
          </div>
        ) : stats.isError ? (
          <p className="text-sm text-muted-foreground">{t('feed.stats.unavailable')}</p>
        ) : (
          <ul className="-mx-2 grid gap-0.5">
            {stats.data.trendingHashtags.map(({ tag, count }) => (
              <li key={tag}>
                <Link
                  to={`${feedPath}?tag=${encodeURIComponent(tag)}`}
                  aria-current={activeTag === tag ? 'true' : undefined}
                  className={cn(
                    'flex items-center justify-between gap-3 rounded-md px-2 py-1.5 text-sm transition-colors hover:bg-muted',
                    activeTag === tag && 'bg-secondary hover:bg-secondary',
                  )}
                >
                  <span className="truncate font-medium text-primary">#{tag}</span>
                  <span className="shrink-0 text-xs text-muted-foreground">{t('feed.trending.posts', { count })}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="feed-stats" className="rounded-xl border bg-card p-4 shadow-sm">
        <h2 id="feed-stats" className="mb-3 text-sm font-semibold">
          {t('feed.stats.title')}
        </h2>
        {stats.isError ? (
          <p className="text-sm text-muted-foreground">{t('feed.stats.unavailable')}</p>
        ) : (
          <div className="grid gap-4">
            <StatRow icon={<Users />} value={format(stats.data?.members)} label={t('feed.stats.members')} />
            <StatRow icon={<Newspaper />} value={format(stats.data?.postsToday)} label={t('feed.stats.postsToday')} />
            <StatRow icon={<Activity />} value={format(stats.data?.interactionsToday)} label={t('feed.stats.interactionsToday')} />
          </div>
        )}
      </section>
    </aside>
  );
}
