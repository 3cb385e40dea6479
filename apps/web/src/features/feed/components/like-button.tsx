import { LIKE_ANIMATION_MS, type Post } from '@la-meute/shared';
import { Heart } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/error-message';
import { cn } from '@/lib/utils';
import { useToggleLike } from '@/features/feed/api/toggle-like';

type LikeButtonProps = { post: Pick<Post, 'id' | 'likedByViewer' | 'likesCount'>; canLike: boolean };

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** SPEC §4/§6/§9: toggles the viewer's like at once, with a 300 ms pop; disabled without a user. */
export function LikeButton({ post, canLike }: LikeButtonProps) {
  const { t } = useTranslation();
  const toggleLike = useToggleLike();
  const heart = useRef<SVGSVGElement>(null);

  function handleClick() {
    // One toggle at a time: a second click before the answer would race the first on the server.
    if (toggleLike.isPending) return;
    if (!prefersReducedMotion()) {
      heart.current?.animate([{ transform: 'scale(1)' }, { transform: 'scale(1.35)' }, { transform: 'scale(1)' }], {
        duration: LIKE_ANIMATION_MS,
        easing: 'ease-out',
      });
    }
    toggleLike.mutate(post.id, {
      onError: (error) => toast({ title: t('post.like.failed'), description: getErrorMessage(t, error), variant: 'destructive' }),
    });
  }

  return (
    <button
      type="button"
      onClick={handleClick}
      disabled={!canLike}
      aria-pressed={post.likedByViewer}
      aria-label={t('post.like.label', { count: post.likesCount })}
      title={canLike ? undefined : t('post.like.signInHint')}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-rose-50 hover:text-rose-700 focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
        post.likedByViewer && 'text-rose-700',
      )}
    >
      <Heart ref={heart} aria-hidden="true" className={cn('size-[1.15rem]', post.likedByViewer && 'fill-current')} />
      <span className="tabular-nums">{post.likesCount}</span>
    </button>
  );
}
