import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageShell } from '@/components/page-shell';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/auth/api/get-session';
import { isForumTopicNotFound, useForumTopic } from '@/features/forum/api/get-topic';
import { BackToForum } from '@/features/forum/components/back-to-forum';
import { TopicDetail } from '@/features/forum/components/topic-detail';
import { TopicNotFound } from '@/features/forum/components/topic-not-found';
import { getErrorMessage } from '@/lib/api/error-message';
import { usePageTitle } from '@/lib/i18n/use-page-title';

// /forum/{id}, a topic with its replies; the server answers 404 for a missing one.
export function ForumTopicRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user } = useSession();
  const topic = useForumTopic(id, user?.id ?? null);
  const notFound = topic.isError && isForumTopicNotFound(topic.error);
  usePageTitle(topic.data ? topic.data.topic.title : topic.isPending ? null : undefined);
  // SPEC §8: a load failure is logged, and the page says so.
  useEffect(() => {
    if (topic.error && !notFound) console.error('Forum topic failed to load', topic.error);
  }, [topic.error, notFound]);
  return (
    <PageShell title={topic.data?.topic.title ?? (notFound ? t('forum.notFound.title') : t('pages.forumTopic.title'))}>
      <div className="mt-3">
        <BackToForum />
      </div>
      {topic.isPending ? (
        <Skeleton className="mt-4 h-48 rounded-xl" aria-busy="true" aria-label={t('common.loading')} />
      ) : notFound ? (
        <TopicNotFound />
      ) : topic.isError ? (
        <div className="mt-4">
          <LoadError title={t('forum.topic.loadFailed')} description={getErrorMessage(t, topic.error)} onRetry={() => void topic.refetch()} retrying={topic.isFetching} />
        </div>
      ) : (
        <TopicDetail detail={topic.data} memberId={user?.id ?? null} />
      )}
    </PageShell>
  );
}
