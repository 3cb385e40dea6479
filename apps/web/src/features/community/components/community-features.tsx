import { HandHeart, ShieldCheck, Sprout, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { TranslationKey } from '@/lib/i18n/i18n';

type Feature = { icon: LucideIcon; titleKey: TranslationKey; descriptionKey: TranslationKey };

const FEATURES: readonly Feature[] = [
  { icon: ShieldCheck, titleKey: 'community.features.safe.title', descriptionKey: 'community.features.safe.description' },
  {
    icon: HandHeart,
    titleKey: 'community.features.support.title',
    descriptionKey: 'community.features.support.description',
  },
  { icon: Sprout, titleKey: 'community.features.growth.title', descriptionKey: 'community.features.growth.description' },
];

/** SPEC §2: safe environment, mutual support, personal growth. */
export function CommunityFeatures() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="community-features-title" className="grid gap-8">
      <h2 id="community-features-title" className="text-center text-2xl font-bold tracking-tight text-primary sm:text-3xl">
        {t('community.features.title')}
      </h2>
      <ul className="grid gap-5 md:grid-cols-3">
        {FEATURES.map(({ icon: Icon, titleKey, descriptionKey }) => (
          <li key={titleKey} className="flex flex-col gap-3 rounded-2xl border bg-card p-7 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="text-lg font-semibold">{t(titleKey)}</h3>
            <p className="text-sm leading-relaxed text-muted-foreground">{t(descriptionKey)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
