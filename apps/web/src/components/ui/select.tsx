import type { ComponentProps } from 'react';
import { cn } from '@/lib/dom/utils';

/**
 * A native select styled like Input: the platform's own list, keyboard and screen-reader behaviour
 * (mobile pickers included), which a custom listbox would have to rebuild.
 */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm',
        className,
      )}
      {...props}
    />
  );
}
