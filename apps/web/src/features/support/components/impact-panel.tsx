import { CalendarHeart, Code, Server, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { spendingBreakdown, type SpendingCategory } from '../lib/donations';

const CATEGORY_ICONS: Record<SpendingCategory, LucideIcon> = {
  hosting: Server,
  development: Code,
  moderation: ShieldCheck,
  events: CalendarHeart,
};

/** SPEC §2: what donations pay for — hosting, development, moderation, events. */
export function ImpactPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-6">
      <div className="grid max-w-2xl gap-1">
        <h2 id={headingId} className="text-xl font-semibold tracking-tight text-primary">
          {t('support.impact.title')}
        </h2>
        <p className="text-muted-foreground">{t('support.impact.description')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {spendingBreakdown().map(({ category, percent }) => {
          const Icon = CATEGORY_ICONS[category];
          return (
            <li key={category} className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="grid gap-1">
                <h3 className="font-semibold">{t(`support.spending.${category}`)}</h3>
                <p className="text-sm leading-6 text-muted-foreground">{t(`support.impact.${category}`)}</p>
                <p className="text-sm font-medium text-primary">{t('support.impact.share', { percent })}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="max-w-2xl text-sm leading-6 text-muted-foreground">{t('support.impact.commitment')}</p>
    </section>
  );
}
