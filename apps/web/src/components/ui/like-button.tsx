import { LIKE_ANIMATION_MS } from '@la-meute/shared';
import { Heart } from 'lucide-react';
import { useRef } from 'react';
import { cn } from '@/lib/dom/utils';

type LikeButtonProps = {
  liked: boolean;
  count: number;
  /** The accessible name, which carries the count ("J'aime (3)"). */
  label: string;
  onToggle: () => void;
  /** Whether the viewer may like (a signed-in member). */
  canLike: boolean;
  /**
   * What the button does for someone who may not like: 'disable' greys it out with `hint` as its
   * title; 'explain' keeps it focusable (aria-disabled) and still calls `onToggle`, which says why.
   */
  unavailable?: 'disable' | 'explain';
  hint?: string;
  /** The previous toggle has not been answered yet: a second one would race it on the server. */
  busy?: boolean;
  size?: 'sm' | 'md';
};

const SIZES = {
  sm: { button: 'h-7 gap-1 px-2 text-xs', heart: 'size-3.5' },
  md: { button: 'h-9 gap-1.5 px-3 text-sm', heart: 'size-[1.15rem]' },
} as const;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** SPEC §4/§5/§6/§9: the heart and its count, toggled at once with a 300 ms pop. */
export function LikeButton({ liked, count, label, onToggle, canLike, unavailable = 'disable', hint, busy = false, size = 'md' }: LikeButtonProps) {
  const heart = useRef<SVGSVGElement>(null);
  const disabled = !canLike && unavailable === 'disable';

  function handleClick() {
    if (busy) return;
    if (canLike && !prefersReducedMotion()) {
      heart.current?.animate([{ transform: 'scale(1)' }, { transform: 'scale(1.35)' }, { transform: 'scale(1)' }], {
        duration: LIKE_ANIMATION_MS,
        easing: 'ease-out',
      });
    }
    onToggle();
  }

  return (
    <button
      type="button"
      onClick={handleClick}
      disabled={disabled}
      aria-disabled={!canLike && unavailable === 'explain' ? true : undefined}
      aria-pressed={liked}
      aria-label={label}
      title={canLike ? undefined : hint}
      className={cn(
        'inline-flex items-center rounded-full font-medium text-muted-foreground transition-colors hover:bg-rose-50 hover:text-rose-700 focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
        SIZES[size].button,
        liked && 'text-rose-700',
        !canLike && unavailable === 'explain' && 'opacity-70',
      )}
    >
      <Heart ref={heart} aria-hidden="true" className={cn(SIZES[size].heart, liked && 'fill-current')} />
      <span className="tabular-nums">{count}</span>
    </button>
  );
}
