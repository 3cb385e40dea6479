import { useState } from 'react';
import { cn } from '@/lib/dom/utils';

const SIZES = {
  xs: { classes: 'size-7 text-xs', px: 28 },
  sm: { classes: 'size-8 text-sm', px: 32 },
  md: { classes: 'size-9 text-sm', px: 36 },
  lg: { classes: 'size-11 text-base', px: 44 },
  xl: { classes: 'size-14 text-xl', px: 56 },
  '2xl': { classes: 'size-16 text-2xl', px: 64 },
} as const;

export type AvatarSize = keyof typeof SIZES;

type AvatarProps = {
  /** The name shown next to it: its first letter stands in for a missing picture. */
  name: string;
  avatarUrl?: string | null;
  size?: AvatarSize;
  /** A pseudonym (SPEC §3) gets a quieter dashed disc, never a picture. */
  anonymous?: boolean;
  /** A ring, a weight: what the surrounding card adds. */
  className?: string;
};

// Array.from: the first character, not half of an emoji's surrogate pair.
function initialOf(name: string): string {
  return (Array.from(name.trim())[0] ?? '?').toLocaleUpperCase();
}

/**
 * A member's picture, or their initial when there is none or it fails to load. Decorative: the
 * name is always written next to it.
 */
export function Avatar({ name, avatarUrl, size = 'md', anonymous = false, className }: AvatarProps) {
  // The picture that failed: a new address is tried again (a changed avatar, a reused row).
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const { classes, px } = SIZES[size];
  const base = cn('shrink-0 rounded-full', classes, className);
  if (avatarUrl && avatarUrl !== brokenUrl && !anonymous) {
    return (
      <img
        src={avatarUrl}
        alt=""
        width={px}
        height={px}
        loading="lazy"
        decoding="async"
        onError={() => setBrokenUrl(avatarUrl)}
        className={cn(base, 'object-cover')}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex items-center justify-center font-semibold',
        anonymous ? 'border border-dashed border-muted-foreground/50 bg-muted text-muted-foreground' : 'bg-primary text-primary-foreground',
        base,
      )}
    >
      {initialOf(name)}
    </span>
  );
}
