import type { ForumTopicSummary } from '@la-meute/shared';
import { TrendingUp } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { topicHref } from './topic-list';

/** SPEC §2 trending list: topics with recent replies first, then the most viewed. */
export function TrendingList({ topics, failed }: { topics: ForumTopicSummary[] | undefined; failed: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <section aria-labelledby="forum-trending-title" className="rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="forum-trending-title" className="mb-3 flex items-center gap-2 text-base font-semibold">
        <TrendingUp aria-hidden="true" className="size-4 text-primary" />
        {t('forum.trending.title')}
      </h2>
      {failed ? (
        <p className="text-sm text-muted-foreground">{t('forum.trending.failed')}</p>
      ) : topics && topics.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('forum.trending.empty')}</p>
      ) : (
        <ol className="grid gap-2">
          {(topics ?? []).map((topic) => (
            <li key={topic.id} className="text-sm">
              <Link to={localize(topicHref(topic.id))} className="font-medium hover:text-primary hover:underline">
                {topic.title}
              </Link>
              <p className="text-xs text-muted-foreground">
                {t('forum.counts.replies', { count: topic.repliesCount })} · {t('forum.counts.views', { count: topic.viewsCount })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
