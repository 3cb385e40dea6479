import { PAGE_ROUTES, type ForumTopicSummary } from '@la-meute/shared';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { Byline, CategoryLabel, PinnedMarker, TopicCounts } from './topic-meta';

export const topicHref = (id: string) => PAGE_ROUTES.forumTopic.replace(':id', encodeURIComponent(id));

/** SPEC §2 topic list: pinned first then newest, with the excerpt, author, time and counts. */
export function TopicList({ topics }: { topics: ForumTopicSummary[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <ul aria-label={t('forum.list.label')} className="grid gap-3">
      {topics.map((topic) => (
        <li key={topic.id}>
          <article className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm">
            <div className="flex flex-wrap items-center gap-2">
              {topic.isPinned ? <PinnedMarker /> : null}
              <CategoryLabel category={topic.category} />
            </div>
            <h3 className="text-lg font-semibold leading-snug">
              <Link to={localize(topicHref(topic.id))} className="hover:text-primary hover:underline">
                {topic.title}
              </Link>
            </h3>
            <p className="break-words text-sm text-muted-foreground">
              {topic.excerpt}
              {topic.excerpt.length >= 100 ? '…' : ''}
            </p>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Byline item={topic} createdAt={topic.createdAt} />
              <TopicCounts topic={topic} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
