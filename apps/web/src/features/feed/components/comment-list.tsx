import type { Comment } from '@la-meute/shared';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ReportButton } from '@/entities/report/components/report-button';
import { LinkedText } from '@/entities/member/components/linked-text';
import { TranslatableText } from '@/entities/translation/components/translatable-text';
import { Avatar } from '@/components/ui/avatar';
import { useFullDate, useRelativeTime } from '@/lib/i18n/use-relative-time';
import { authorName } from '@/features/feed/lib/author-name';

/** The comments of a post, oldest first, or the SPEC §2 empty-state sentence. */
export function CommentList({ comments, viewerId }: { comments: Comment[]; viewerId: string | null }) {
  const { t } = useTranslation();
  const relativeTime = useRelativeTime();
  const fullDate = useFullDate();

  if (comments.length === 0) {
    return <p className="rounded-lg bg-muted/40 px-4 py-6 text-center text-sm text-muted-foreground">{t('post.comments.empty')}</p>;
  }

  return (
    <ul className="grid gap-4">
      {comments.map((comment) => {
        const name = authorName(comment.author, t('post.author.fallback'));
        return (
          <li key={comment.id} className="flex gap-3">
            <Avatar name={name} avatarUrl={comment.author.avatarUrl} size="sm" className="ring-2 ring-secondary" />
            <div className="grid min-w-0 flex-1 gap-1 rounded-lg bg-muted/40 px-3 py-2">
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-semibold">{name}</span>
                <time dateTime={comment.createdAt} title={fullDate(comment.createdAt)} className="text-xs text-muted-foreground">
                  {relativeTime(comment.createdAt)}
                </time>
                {viewerId === comment.author.id ? null : (
                  <ReportButton targetType="comment" targetId={comment.id} display="icon" className="ml-auto size-7 self-center" />
                )}
              </p>
              <TranslatableText text={comment.content} canTranslate={viewerId !== null && viewerId !== comment.author.id}>
                {(content) => (
                  <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">
                    <LinkedText text={content} />
                  </p>
                )}
              </TranslatableText>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
