import type { ForumReply } from '@la-meute/shared';
import { CheckCircle2, Trash2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LinkedText } from '@/entities/member/components/linked-text';
import { ReportButton } from '@/entities/report/components/report-button';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { useDeleteForumReply } from '../api/delete-reply';
import { useMarkForumReplyHelpful } from '../api/mark-helpful';
import { Byline } from './topic-meta';

type ReplyListProps = {
  replies: ForumReply[];
  /** The viewer wrote the topic (as a member): may mark others' replies helpful. */
  viewerIsTopicAuthor: boolean;
  viewerCanModerate: boolean;
};

/** The topic's replies, oldest first, with the helpful mark and their authors' actions. */
export function ReplyList({ replies, viewerIsTopicAuthor, viewerCanModerate }: ReplyListProps) {
  const { t } = useTranslation();
  const markHelpful = useMarkForumReplyHelpful();
  const deleteReply = useDeleteForumReply();
  const onError = (error: unknown) => toast({ title: t('common.error'), description: getErrorMessage(t, error), variant: 'destructive' });

  if (replies.length === 0) return <p className="text-sm text-muted-foreground">{t('forum.replies.empty')}</p>;
  return (
    <ol className="grid gap-3">
      {replies.map((reply) => (
        <li key={reply.id}>
          <article className={`grid gap-2 rounded-xl border bg-card p-4 shadow-sm ${reply.isHelpful ? 'border-primary' : ''}`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Byline item={reply} createdAt={reply.createdAt} />
              {reply.isHelpful ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
                  <CheckCircle2 aria-hidden="true" className="size-3.5" />
                  {t('forum.replies.helpful')}
                </span>
              ) : null}
            </div>
            <p className="whitespace-pre-wrap break-words">
              <LinkedText text={reply.content} />
            </p>
            <div className="flex flex-wrap gap-2">
              {viewerIsTopicAuthor && !reply.viewerIsAuthor ? (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={markHelpful.isPending}
                  onClick={() => markHelpful.mutate({ replyId: reply.id, helpful: !reply.isHelpful }, { onError })}
                >
                  <CheckCircle2 aria-hidden="true" />
                  {reply.isHelpful ? t('forum.replies.unmarkHelpful') : t('forum.replies.markHelpful')}
                </Button>
              ) : null}
              {reply.viewerIsAuthor || viewerCanModerate ? (
                <Button variant="ghost" size="sm" disabled={deleteReply.isPending} onClick={() => deleteReply.mutate(reply.id, { onError })}>
                  <Trash2 aria-hidden="true" />
                  {t('forum.replies.delete')}
                </Button>
              ) : null}
              {reply.viewerIsAuthor ? null : <ReportButton targetType="forum_reply" targetId={reply.id} className="ml-auto" />}
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}
