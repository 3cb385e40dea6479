import type { ForumTopicSummary } from '@la-meute/shared';
import { Eye, Heart, MessageSquare, Pin } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useFullDate, useRelativeTime } from '@/lib/i18n/use-relative-time';
import { forumAuthorName } from '../lib/author-name';

/** The author's name by SPEC §6's rule ('Utilisateur', 'Anonyme' as the fallbacks). */
export function useForumAuthorName() {
  const { t } = useTranslation();
  return (item: Parameters<typeof forumAuthorName>[0]) => forumAuthorName(item, t('forum.author.member'), t('forum.author.anonymous'));
}

export function CategoryLabel({ category }: { category: string }) {
  const { t } = useTranslation();
  return <span className="rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">{t(`forum.categories.${category}`, { defaultValue: category })}</span>;
}

export function PinnedMarker() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
      <Pin aria-hidden="true" className="size-3" />
      {t('forum.topic.pinned')}
    </span>
  );
}

/** "par X · il y a 2h": the author and the relative time, the full date as its title. */
export function Byline({ item, createdAt }: { item: Parameters<typeof forumAuthorName>[0]; createdAt: string }) {
  const { t } = useTranslation();
  const authorName = useForumAuthorName();
  const relative = useRelativeTime();
  const fullDate = useFullDate();
  return (
    <span className="text-sm text-muted-foreground">
      {t('forum.topic.by', { name: authorName(item) })} ·{' '}
      <time dateTime={createdAt} title={fullDate(createdAt)}>
        {relative(createdAt)}
      </time>
    </span>
  );
}

/** Replies, likes and views, each with its name for screen readers. */
export function TopicCounts({ topic }: { topic: Pick<ForumTopicSummary, 'repliesCount' | 'likesCount' | 'viewsCount'> }) {
  const { t } = useTranslation();
  const items = [
    { icon: MessageSquare, label: t('forum.counts.replies', { count: topic.repliesCount }), value: topic.repliesCount },
    { icon: Heart, label: t('forum.counts.likes', { count: topic.likesCount }), value: topic.likesCount },
    { icon: Eye, label: t('forum.counts.views', { count: topic.viewsCount }), value: topic.viewsCount },
  ];
  return (
    <ul className="flex flex-wrap items-center gap-4 text-sm text-muted-foreground">
      {items.map(({ icon: Icon, label, value }) => (
        <li key={label} className="inline-flex items-center gap-1" title={label}>
          <Icon aria-hidden="true" className="size-4" />
          <span aria-hidden="true">{value}</span>
          <span className="sr-only">{label}</span>
        </li>
      ))}
    </ul>
  );
}
