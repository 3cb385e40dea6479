import { LIKE_ANIMATION_MS } from '@la-meute/shared';
import { Heart } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

type ChatLikeButtonProps = { liked: boolean; count: number; canLike: boolean; onToggle: () => void };

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * SPEC §5/§9: the heart and its count, with a 300 ms pop. Without a member session it stays
 * focusable (aria-disabled, not disabled) so a click can explain that liking needs signing in.
 */
export function ChatLikeButton({ liked, count, canLike, onToggle }: ChatLikeButtonProps) {
  const { t } = useTranslation();
  const heart = useRef<SVGSVGElement>(null);
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-disabled={canLike ? undefined : true}
      aria-label={t('chat.messages.like', { count })}
      onClick={() => {
        if (canLike && !prefersReducedMotion()) {
          heart.current?.animate([{ transform: 'scale(1)' }, { transform: 'scale(1.35)' }, { transform: 'scale(1)' }], {
            duration: LIKE_ANIMATION_MS,
            easing: 'ease-out',
          });
        }
        onToggle();
      }}
      className={cn(
        'inline-flex h-7 items-center gap-1 rounded-full px-2 text-xs font-medium text-muted-foreground transition-colors hover:bg-rose-50 hover:text-rose-700',
        liked && 'text-rose-700',
        !canLike && 'opacity-70',
      )}
    >
      <Heart ref={heart} aria-hidden="true" className={cn('size-3.5', liked && 'fill-current')} />
      <span className="tabular-nums">{count}</span>
    </button>
  );
}
