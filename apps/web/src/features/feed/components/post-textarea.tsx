import type { ComponentProps } from 'react';
import { cn } from '@/lib/dom/utils';

/** The multi-line field of the composer, the edit form and the comment box (styled like Input). */
export function PostTextarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'field-sizing-content max-h-80 min-h-24 w-full resize-none rounded-md border border-input bg-card px-3 py-2 text-base leading-relaxed placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 md:text-sm',
        className,
      )}
      {...props}
    />
  );
}
