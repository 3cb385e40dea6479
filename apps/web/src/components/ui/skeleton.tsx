import type { ComponentProps } from 'react';
import { cn } from '@/lib/dom/utils';

/** A grey placeholder block shown while content loads; hidden from assistive technologies. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
