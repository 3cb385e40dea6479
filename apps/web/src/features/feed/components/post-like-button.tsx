import type { Post } from '@la-meute/shared';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LikeButton } from '@/components/ui/like-button';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { useToggleLike } from '@/features/feed/api/toggle-like';

type PostLikeButtonProps = { post: Pick<Post, 'id' | 'likedByViewer' | 'likesCount'>; viewerId: string | null };

/** SPEC §4/§6/§9: a post's like, saved at once; disabled without a signed-in member. */
export function PostLikeButton({ post, viewerId }: PostLikeButtonProps) {
  const { t } = useTranslation();
  const toggleLike = useToggleLike();
  return (
    <LikeButton
      liked={post.likedByViewer}
      count={post.likesCount}
      label={t('post.like.label', { count: post.likesCount })}
      canLike={viewerId !== null}
      hint={t('post.like.signInHint')}
      busy={toggleLike.isPending}
      onToggle={() =>
        viewerId &&
        toggleLike.mutate({ postId: post.id, memberId: viewerId }, {
          onError: (error) => toast({ title: t('post.like.failed'), description: getErrorMessage(t, error), variant: 'destructive' }),
        })
      }
    />
  );
}
