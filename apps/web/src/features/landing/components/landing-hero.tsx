import { PAGE_ROUTES, TOAST_DURATION_MS } from '@la-meute/shared';
import { ArrowRight, Compass, HeartHandshake, Leaf, ShieldCheck, Sparkles } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { cn } from '@/lib/dom/utils';
import { ForestScene } from './forest-scene';

type LandingHeroProps = {
  isMember: boolean;
  /** The id of the section 'Explore' scrolls to. */
  communitySectionId: string;
};

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** SPEC §2 landing hero: 'Join the Pack' and 'Explore as Guest' / 'Explore Community'. */
export function LandingHero({ isMember, communitySectionId }: LandingHeroProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  // SPEC §2: 'Join the Pack' goes to /auth. A member has joined already, and /auth would only send
  // them back here: for them it opens the feed, where the pack is.
  const joinPath = localize(isMember ? PAGE_ROUTES.feed : PAGE_ROUTES.auth);

  // SPEC §2: on a navigation failure, a full page load of the same address.
  function joinThePack(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    try {
      const pending = navigate(joinPath);
      if (pending instanceof Promise) pending.catch(() => window.location.assign(joinPath));
    } catch {
      window.location.assign(joinPath);
    }
  }

  function explore() {
    const section = document.getElementById(communitySectionId);
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    // Keyboard and screen-reader users land where the page scrolled to.
    section?.focus({ preventScroll: true });
    toast({
      title: t('landing.hero.guestToast.title'),
      description: t('landing.hero.guestToast.description'),
      duration: TOAST_DURATION_MS.notice,
    });
  }

  const highlights = [
    { icon: HeartHandshake, label: t('landing.hero.points.free') },
    { icon: Leaf, label: t('landing.hero.points.openSource') },
    { icon: ShieldCheck, label: t('landing.hero.points.privacy') },
  ];

  return (
    <section
      aria-labelledby="landing-title"
      className="relative overflow-hidden bg-gradient-to-b from-secondary/70 via-background to-background"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pb-16 pt-10 sm:pt-16 lg:grid-cols-[1.1fr_1fr] lg:pb-24">
        <div className="flex flex-col items-center gap-6 text-center lg:items-start lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-card/80 px-4 py-1.5 text-sm font-medium text-secondary-foreground shadow-sm">
            <Sparkles aria-hidden="true" className="size-4 text-accent" />
            {t('landing.hero.badge')}
          </p>
          <h1
            id="landing-title"
            className="text-balance text-4xl font-extrabold tracking-tight text-primary sm:text-5xl lg:text-6xl"
          >
            {t('pages.home.title')}
          </h1>
          <p className="max-w-xl text-pretty text-lg leading-relaxed text-muted-foreground sm:text-xl">
            {t('landing.hero.subtitle')}
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <a href={joinPath} onClick={joinThePack} className={cn(buttonVariants({ size: 'lg' }), 'h-12 px-7')}>
              {t('landing.hero.join')}
              <ArrowRight aria-hidden="true" />
            </a>
            <Button variant="outline" size="lg" className="h-12 px-7" onClick={explore}>
              <Compass aria-hidden="true" />
              {isMember ? t('landing.hero.exploreMember') : t('landing.hero.exploreGuest')}
            </Button>
          </div>
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-secondary-foreground lg:justify-start">
            {highlights.map(({ icon: Icon, label }) => (
              <li key={label} className="inline-flex items-center gap-1.5">
                <Icon aria-hidden="true" className="size-4 text-primary" />
                {label}
              </li>
            ))}
          </ul>
        </div>
        <ForestScene className="mx-auto w-full max-w-md lg:max-w-none" />
      </div>
    </section>
  );
}
