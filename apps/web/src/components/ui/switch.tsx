import type { ComponentProps } from 'react';
import { cn } from '@/lib/dom/utils';

/**
 * An on/off setting: a native checkbox announced as a switch, so it works with react-hook-form's
 * register, a form reset and the keyboard (Space) as any checkbox does. The track is drawn by CSS.
 */
export function Switch({ className, ...props }: Omit<ComponentProps<'input'>, 'type' | 'role'>) {
  return (
    <input
      type="checkbox"
      role="switch"
      className={cn(
        'relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-muted-foreground/40 transition-colors',
        "before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-card before:shadow-sm before:transition-transform before:content-['']",
        'checked:bg-primary checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
