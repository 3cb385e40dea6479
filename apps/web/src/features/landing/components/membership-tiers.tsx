import { Check, Crown, PawPrint, Sprout, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SectionHeading } from '@/components/section-heading';
import type { TranslationKey } from '@/lib/i18n/i18n';
import { cn } from '@/lib/dom/utils';

type Tier = {
  icon: LucideIcon;
  nameKey: TranslationKey;
  taglineKey: TranslationKey;
  featureKeys: readonly TranslationKey[];
  recommended?: boolean;
};

// SPEC §2: the tiers are descriptive only; nothing here grants or checks access.
const TIERS: readonly Tier[] = [
  {
    icon: Sprout,
    nameKey: 'landing.tiers.lamb.name',
    taglineKey: 'landing.tiers.lamb.tagline',
    featureKeys: ['landing.tiers.lamb.forum', 'landing.tiers.lamb.events', 'landing.tiers.lamb.chat'],
  },
  {
    icon: PawPrint,
    nameKey: 'landing.tiers.novice.name',
    taglineKey: 'landing.tiers.novice.tagline',
    featureKeys: [
      'landing.tiers.novice.messaging',
      'landing.tiers.novice.groups',
      'landing.tiers.novice.resources',
      'landing.tiers.novice.mentoring',
    ],
    recommended: true,
  },
  {
    icon: Crown,
    nameKey: 'landing.tiers.alpha.name',
    taglineKey: 'landing.tiers.alpha.tagline',
    featureKeys: [
      'landing.tiers.alpha.events',
      'landing.tiers.alpha.moderation',
      'landing.tiers.alpha.ai',
      'landing.tiers.alpha.training',
    ],
  },
];

export function MembershipTiers() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="tiers-title" className="bg-secondary/50 py-16 sm:py-20">
      <div className="mx-auto w-full max-w-6xl px-4">
        <SectionHeading
          id="tiers-title"
          eyebrow={t('landing.tiers.eyebrow')}
          title={t('landing.tiers.title')}
          description={t('landing.tiers.description')}
        />
        <ul className="mt-12 grid items-stretch gap-6 md:grid-cols-3">
          {TIERS.map(({ icon: Icon, nameKey, taglineKey, featureKeys, recommended }) => (
            <li
              key={nameKey}
              className={cn(
                'relative flex flex-col gap-5 rounded-2xl border bg-card p-7 shadow-sm',
                recommended && 'border-primary shadow-lg ring-2 ring-primary md:-translate-y-2',
              )}
            >
              {recommended ? (
                <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-primary px-3 py-1 text-xs font-semibold uppercase tracking-wide text-primary-foreground shadow">
                  {t('landing.tiers.recommended')}
                </p>
              ) : null}
              <div className="flex items-center gap-3">
                <span
                  className={cn(
                    'flex size-12 items-center justify-center rounded-full',
                    recommended ? 'bg-primary text-primary-foreground' : 'bg-secondary text-primary',
                  )}
                >
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="text-xl font-bold">{t(nameKey)}</h3>
              </div>
              <p className="text-sm text-muted-foreground">{t(taglineKey)}</p>
              <ul className="grid gap-2.5 border-t pt-5">
                {featureKeys.map((key) => (
                  <li key={key} className="flex items-start gap-2.5 text-sm">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                    {t(key)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
