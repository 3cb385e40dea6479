import { useState } from 'react';
import { cn } from '@/lib/utils';
import { initialOf } from '@/features/feed/lib/author-name';

type AuthorAvatarProps = { name: string; avatarUrl: string | null; size?: 'sm' | 'md' | 'lg' };

const SIZES = { sm: 'size-8 text-sm', md: 'size-11 text-base', lg: 'size-14 text-xl' } as const;

/** The author's picture, or their initial when there is none or it fails to load. */
export function AuthorAvatar({ name, avatarUrl, size = 'md' }: AuthorAvatarProps) {
  const [broken, setBroken] = useState(false);
  const classes = cn('shrink-0 rounded-full ring-2 ring-secondary', SIZES[size]);
  if (avatarUrl && !broken) {
    return <img src={avatarUrl} alt="" loading="lazy" decoding="async" onError={() => setBroken(true)} className={cn(classes, 'object-cover')} />;
  }
  return (
    <span aria-hidden="true" className={cn(classes, 'flex items-center justify-center bg-primary font-semibold text-primary-foreground')}>
      {initialOf(name)}
    </span>
  );
}
