import { PAGE_ROUTES, type ForumTopicDetail } from '@la-meute/shared';
import { Pin, PinOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { LinkedText } from '@/entities/member/components/linked-text';
import { ReportButton } from '@/entities/report/components/report-button';
import { deferPart, HydrateApart } from '@/components/hydrate-apart';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LikeButton } from '@/components/ui/like-button';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { useDeleteForumTopic } from '../api/delete-topic';
import { usePinForumTopic } from '../api/pin-topic';
import { useToggleForumLike } from '../api/toggle-like';
import { useAnonymousSession } from '@/entities/anonymous/use-anonymous-session';
import { ReplyList } from './reply-list';
import { Byline, CategoryLabel, PinnedMarker, TopicCounts } from './topic-meta';

// The reply form: the topic goes live without its code (react-hook-form with it).
const ReplyComposer = deferPart(() => import('./reply-form').then((module) => module.ReplyComposer));

/** The topic page's body under its h1 (the title): the topic, its replies and the reply form. */
export function TopicDetail({ detail, memberId }: { detail: ForumTopicDetail; memberId: string | null }) {
  const isMember = memberId !== null;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const { topic, replies } = detail;
  const like = useToggleForumLike(topic.id);
  const pin = usePinForumTopic(topic.id);
  const remove = useDeleteForumTopic(topic.id);
  const { session: anonymous, choose } = useAnonymousSession();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const onError = (error: unknown) => toast({ title: t('common.error'), description: getErrorMessage(t, error), variant: 'destructive' });

  return (
    <div className="mt-4 grid gap-6">
      <article className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm">
        <div className="flex flex-wrap items-center gap-2">
          {topic.isPinned ? <PinnedMarker /> : null}
          <CategoryLabel category={topic.category} />
          <Byline item={topic} createdAt={topic.createdAt} />
        </div>
        <p className="whitespace-pre-wrap break-words">
          <LinkedText text={topic.content} />
        </p>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TopicCounts topic={topic} />
          <div className="flex flex-wrap items-center gap-2">
            <LikeButton
              liked={topic.likedByViewer}
              count={topic.likesCount}
              label={t('forum.topic.like', { count: topic.likesCount })}
              canLike={isMember}
              hint={t('forum.topic.likeSignIn')}
              busy={like.isPending}
              onToggle={() => like.mutate(undefined, { onError })}
            />
            {topic.viewerCanModerate ? (
              <Button variant="outline" size="sm" disabled={pin.isPending} onClick={() => pin.mutate(!topic.isPinned, { onError })}>
                {topic.isPinned ? <PinOff aria-hidden="true" /> : <Pin aria-hidden="true" />}
                {topic.isPinned ? t('forum.topic.unpin') : t('forum.topic.pin')}
              </Button>
            ) : null}
            {topic.viewerIsAuthor || topic.viewerCanModerate ? (
              <Button variant="ghost" size="sm" onClick={() => setConfirmOpen(true)}>
                <Trash2 aria-hidden="true" />
                {t('forum.topic.delete')}
              </Button>
            ) : null}
            {topic.viewerIsAuthor ? null : <ReportButton targetType="forum_topic" targetId={topic.id} />}
          </div>
        </div>
      </article>

      <section aria-labelledby="forum-replies-title" className="grid gap-3">
        <h2 id="forum-replies-title" className="text-lg font-semibold">
          {t('forum.replies.title', { count: replies.length })}
        </h2>
        <ReplyList replies={replies} viewerIsTopicAuthor={topic.viewerIsAuthor} viewerCanModerate={topic.viewerCanModerate} />
      </section>

      <HydrateApart>
        <ReplyComposer topicId={topic.id} memberId={memberId} anonymous={anonymous} onChoosePseudonym={choose} />
      </HydrateApart>

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t('forum.topic.deleteTitle')}
        description={t('forum.topic.deleteText')}
        cancelLabel={t('forum.newTopic.cancel')}
        confirmLabel={t('forum.topic.delete')}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast({ title: t('forum.topic.deleted') });
              void navigate(localize(PAGE_ROUTES.forum));
            },
            onError,
          })
        }
      />
    </div>
  );
}
