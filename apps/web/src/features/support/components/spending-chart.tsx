import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { cn } from '@/lib/dom/utils';
import { spendingBreakdown, type SpendingCategory } from '../lib/donations';

const CATEGORY_COLORS: Record<SpendingCategory, string> = {
  hosting: 'bg-primary',
  development: 'bg-accent',
  moderation: 'bg-primary/55',
  events: 'bg-accent/55',
};

/**
 * SPEC §9: the 40/35/15/10 % spending split as a CSS bar chart. The bars are decoration; the
 * list carries the numbers, so screen readers get "Hébergement : 40 %" without a chart library.
 */
export function SpendingChart() {
  const { t } = useTranslation();
  const captionId = useId();
  const breakdown = spendingBreakdown();
  return (
    <figure aria-labelledby={captionId} className="grid gap-5">
      <figcaption id={captionId} className="text-sm text-muted-foreground">
        {t('support.transparency.spendingCaption')}
      </figcaption>
      <div aria-hidden="true" className="flex h-4 w-full overflow-hidden rounded-full bg-muted">
        {breakdown.map(({ category, percent }) => (
          <div key={category} className={cn('h-full', CATEGORY_COLORS[category])} style={{ width: `${percent}%` }} />
        ))}
      </div>
      <ul className="grid gap-4">
        {breakdown.map(({ category, percent }) => (
          <li key={category} className="grid gap-1.5">
            <div className="flex items-center justify-between gap-3 text-sm">
              <span className="flex items-center gap-2 font-medium">
                <span aria-hidden="true" className={cn('size-3 rounded-sm', CATEGORY_COLORS[category])} />
                {t(`support.spending.${category}`)}
              </span>
              <span className="font-semibold tabular-nums">{t('support.transparency.percent', { percent })}</span>
            </div>
            <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-muted">
              <div className={cn('h-full rounded-full', CATEGORY_COLORS[category])} style={{ width: `${percent}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}
