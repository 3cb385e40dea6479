import { DONATIONS } from '@la-meute/shared';
import { Sparkles } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { currentLanguage } from '@/lib/i18n/i18n';
import { cn } from '@/lib/dom/utils';
import { formatEuros } from '../lib/donations';

type DonationTiersProps = {
  /** The amount currently chosen from a preset; null while a custom amount is typed. */
  selected: number | null;
  onSelect: (amount: number) => void;
};

/** SPEC §9: the four support tiers (3, 10 popular, 25, 50 €); choosing one sets the amount. */
export function DonationTiers({ selected, onSelect }: DonationTiersProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <ul className="grid grid-cols-2 gap-3">
      {DONATIONS.tiers.map((tier) => {
        const isSelected = selected === tier;
        const isPopular = tier === DONATIONS.popularTier;
        return (
          <li key={tier}>
            <button
              type="button"
              aria-pressed={isSelected}
              onClick={() => onSelect(tier)}
              className={cn(
                'relative flex h-full w-full flex-col gap-1.5 rounded-xl border bg-card p-4 text-left sm:gap-2 sm:p-5 shadow-sm transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                isSelected && 'border-primary ring-2 ring-primary/30',
                isPopular && !isSelected && 'border-accent/60',
              )}
            >
              {isPopular ? (
                <span className="inline-flex w-fit items-center gap-1 rounded-full bg-accent/15 px-2.5 py-0.5 text-xs font-semibold text-foreground ring-1 ring-accent/50">
                  <Sparkles aria-hidden="true" className="size-3 text-accent" />
                  {t('support.tiers.popular')}
                </span>
              ) : null}
              <span className="text-sm font-semibold leading-5 text-primary sm:text-base">{t(`support.tiers.${tier}.name`)}</span>
              <span className="text-2xl font-bold tracking-tight sm:text-3xl">{formatEuros(tier, language)}</span>
              <span className="text-xs leading-5 text-muted-foreground sm:text-sm">{t(`support.tiers.${tier}.description`)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
