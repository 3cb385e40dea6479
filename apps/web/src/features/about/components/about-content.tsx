import { PAGE_ROUTES, RESPONSE_TIMES } from '@la-meute/shared';
import {
  CodeXml,
  Eye,
  HandHeart,
  HeartHandshake,
  HeartPulse,
  Landmark,
  Mail,
  ShieldCheck,
  Sparkles,
  Sprout,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { TranslationKey } from '@/lib/i18n/i18n';
import { useLocalizedPath } from '@/lib/i18n/localized-path';

type Item = { icon: LucideIcon; titleKey: TranslationKey; textKey: TranslationKey };

const VALUES: readonly Item[] = [
  { icon: HeartHandshake, titleKey: 'about.values.kindness.title', textKey: 'about.values.kindness.text' },
  { icon: Sprout, titleKey: 'about.values.freedom.title', textKey: 'about.values.freedom.text' },
  { icon: HandHeart, titleKey: 'about.values.mutualAid.title', textKey: 'about.values.mutualAid.text' },
  { icon: Eye, titleKey: 'about.values.transparency.title', textKey: 'about.values.transparency.text' },
];

const GOVERNANCE: readonly Item[] = [
  { icon: Landmark, titleKey: 'about.governance.association.title', textKey: 'about.governance.association.text' },
  { icon: Sparkles, titleKey: 'about.governance.free.title', textKey: 'about.governance.free.text' },
  { icon: CodeXml, titleKey: 'about.governance.openSource.title', textKey: 'about.governance.openSource.text' },
  { icon: ShieldCheck, titleKey: 'about.governance.moderation.title', textKey: 'about.governance.moderation.text' },
];

type AboutContentProps = {
  /** The operator's contact address (GET /api/public-config); the contact link hides without it. */
  contactEmail: string | undefined;
  /** A member has joined already: no call to join. */
  isMember: boolean;
};

/** The /about page: mission, values, how the community is run, health stance and contact. */
export function AboutContent({ contactEmail, isMember }: AboutContentProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const hours = RESPONSE_TIMES.reportsWorkingHours;

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-16 px-4 py-12 sm:py-16">
      <header className="mx-auto flex max-w-3xl flex-col items-center gap-5 text-center">
        <p className="rounded-full bg-secondary px-4 py-1.5 text-sm font-semibold text-secondary-foreground">
          {t('about.badge')}
        </p>
        <h1 className="text-balance text-4xl font-extrabold tracking-tight text-primary sm:text-5xl">
          {t('about.title')}
        </h1>
        <p className="text-pretty text-lg leading-relaxed text-muted-foreground sm:text-xl">{t('about.intro')}</p>
      </header>

      <section aria-labelledby="about-mission" className="grid gap-4 rounded-3xl bg-secondary/60 p-8 sm:p-10">
        <h2 id="about-mission" className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">
          {t('about.mission.title')}
        </h2>
        <p className="text-lg leading-relaxed">{t('about.mission.text')}</p>
        <p className="leading-relaxed text-muted-foreground">{t('about.mission.languages')}</p>
      </section>

      <section aria-labelledby="about-values" className="grid gap-8">
        <h2 id="about-values" className="text-center text-2xl font-bold tracking-tight text-primary sm:text-3xl">
          {t('about.values.title')}
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2">
          {VALUES.map(({ icon: Icon, titleKey, textKey }) => (
            <li key={titleKey} className="flex gap-4 rounded-2xl border bg-card p-6 shadow-sm">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="grid gap-1">
                <h3 className="font-semibold">{t(titleKey)}</h3>
                <p className="text-sm leading-relaxed text-muted-foreground">{t(textKey)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-governance" className="grid gap-8">
        <div className="mx-auto grid max-w-2xl gap-3 text-center">
          <h2 id="about-governance" className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">
            {t('about.governance.title')}
          </h2>
          <p className="text-muted-foreground">{t('about.governance.intro')}</p>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2">
          {GOVERNANCE.map(({ icon: Icon, titleKey, textKey }) => (
            <li key={titleKey} className="flex gap-4 rounded-2xl border bg-card p-6 shadow-sm">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="grid gap-1">
                <h3 className="font-semibold">{t(titleKey)}</h3>
                <p className="text-sm leading-relaxed text-muted-foreground">{t(textKey, { hours })}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-health" className="flex gap-4 rounded-3xl border border-accent/40 bg-card p-8">
        <HeartPulse aria-hidden="true" className="mt-1 size-7 shrink-0 text-accent" />
        <div className="grid gap-2">
          <h2 id="about-health" className="text-xl font-bold text-primary">
            {t('about.health.title')}
          </h2>
          <p className="leading-relaxed text-muted-foreground">{t('about.health.text')}</p>
        </div>
      </section>

      <section aria-labelledby="about-contact" className="grid justify-items-center gap-5 text-center">
        <h2 id="about-contact" className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">
          {t('about.contact.title')}
        </h2>
        <p className="max-w-2xl text-muted-foreground">
          {t('about.contact.text', { hours: RESPONSE_TIMES.contactReplyHours })}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          {contactEmail ? (
            <Button asChild size="lg">
              <a href={`mailto:${contactEmail}`}>
                <Mail aria-hidden="true" />
                {t('about.contact.email')}
              </a>
            </Button>
          ) : null}
          <Button asChild size="lg" variant="outline">
            <Link to={localize(PAGE_ROUTES.support)}>{t('about.contact.support')}</Link>
          </Button>
          {isMember ? null : (
            <Button asChild size="lg" variant="outline">
              <Link to={localize(PAGE_ROUTES.joinPack)}>{t('about.contact.join')}</Link>
            </Button>
          )}
        </div>
      </section>
    </div>
  );
}
