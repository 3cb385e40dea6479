import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/dom/utils';

type ProgressProps = ComponentProps<typeof ProgressPrimitive.Root> & { indicatorClassName?: string };

/**
 * A progress bar (role="progressbar" with aria-valuemin/max/now). Give it an accessible name
 * (aria-label or aria-labelledby) and, when numbers need units, a getValueLabel.
 */
export function Progress({ value, max = 100, className, indicatorClassName, ...props }: ProgressProps) {
  const percent = value == null || max <= 0 ? 0 : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <ProgressPrimitive.Root
      value={value}
      max={max}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn('h-full w-full rounded-full bg-primary transition-transform duration-500', indicatorClassName)}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
