import { Compass, Languages, Leaf, MapPin, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SectionHeading } from '@/components/section-heading';
import type { TranslationKey } from '@/lib/i18n/i18n';

type Benefit = { icon: LucideIcon; titleKey: TranslationKey; descriptionKey: TranslationKey };

const BENEFITS: readonly Benefit[] = [
  { icon: Leaf, titleKey: 'landing.benefits.wellbeing.title', descriptionKey: 'landing.benefits.wellbeing.description' },
  {
    icon: Compass,
    titleKey: 'landing.benefits.sovereignty.title',
    descriptionKey: 'landing.benefits.sovereignty.description',
  },
  { icon: MapPin, titleKey: 'landing.benefits.meetups.title', descriptionKey: 'landing.benefits.meetups.description' },
  {
    icon: Languages,
    titleKey: 'landing.benefits.languages.title',
    descriptionKey: 'landing.benefits.languages.description',
  },
];

export function BenefitCards() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="benefits-title" className="mx-auto w-full max-w-6xl px-4 py-16 sm:py-20">
      <SectionHeading
        id="benefits-title"
        eyebrow={t('landing.benefits.eyebrow')}
        title={t('landing.benefits.title')}
        description={t('landing.benefits.description')}
      />
      <ul className="mt-10 grid gap-4 sm:mt-12 sm:grid-cols-2 sm:gap-5 lg:grid-cols-4">
        {BENEFITS.map(({ icon: Icon, titleKey, descriptionKey }) => (
          <li
            key={titleKey}
            className="group flex gap-4 rounded-2xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md sm:flex-col sm:gap-3 sm:p-6"
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div className="grid content-start gap-1.5 sm:gap-3">
              <h3 className="text-lg font-semibold">{t(titleKey)}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{t(descriptionKey)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
