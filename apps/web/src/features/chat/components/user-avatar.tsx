import { useState } from 'react';
import { cn } from '@/lib/utils';

type UserAvatarProps = { name: string; avatarUrl?: string | null; size?: 'sm' | 'md' | 'lg'; anonymous?: boolean };

const SIZES = { sm: 'size-7 text-xs', md: 'size-9 text-sm', lg: 'size-16 text-2xl' } as const;

function initialOf(name: string): string {
  return name.trim().charAt(0).toLocaleUpperCase() || '?';
}

/** A member's picture or initial; a pseudonym gets a quieter dashed disc, never a picture. */
export function UserAvatar({ name, avatarUrl, size = 'md', anonymous = false }: UserAvatarProps) {
  const [broken, setBroken] = useState(false);
  const classes = cn('shrink-0 rounded-full', SIZES[size]);
  if (avatarUrl && !broken && !anonymous) {
    return <img src={avatarUrl} alt="" loading="lazy" decoding="async" onError={() => setBroken(true)} className={cn(classes, 'object-cover')} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        classes,
        'flex items-center justify-center font-semibold',
        anonymous ? 'border border-dashed border-muted-foreground/50 bg-muted text-muted-foreground' : 'bg-primary text-primary-foreground',
      )}
    >
      {initialOf(name)}
    </span>
  );
}
