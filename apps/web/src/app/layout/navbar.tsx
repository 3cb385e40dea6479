import { PAGE_ROUTES } from '@la-meute/shared';
import { Menu, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { deferPart, HydrateApart } from '@/components/hydrate-apart';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth/api/get-session';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { NavLinks } from './nav-links';

// Search, menus and the bell: the page goes live without their code (ADR 029).
const BarTools = deferPart(() => import('./bar-tools').then((module) => module.BarTools));

const MOBILE_MENU_ID = 'mobile-menu';

function GuestActions({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <>
      <Button asChild variant="outline" size="sm">
        <Link to={localize(PAGE_ROUTES.auth)} onClick={onNavigate}>
          {t('nav.signIn')}
        </Link>
      </Button>
      <Button asChild size="sm">
        <Link to={`${localize(PAGE_ROUTES.auth)}?tab=signup`} onClick={onNavigate}>
          {t('nav.join')}
        </Link>
      </Button>
    </>
  );
}

/** SPEC §2: the fixed top bar — logo, links, language menu, account area, mobile toggle. */
export function Navbar() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { user, isLoading } = useSession();
  const [mobileOpen, setMobileOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMobile = () => setMobileOpen(false);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      {/* Below 640 px the margins and gaps tighten: at 320 px the logo and six icon buttons just fit. */}
      <div className="mx-auto flex h-16 max-w-[96rem] items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <Link to={localize(PAGE_ROUTES.home)} className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold text-primary">
          <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
          {/* On a phone, and from 768 px where the links join the bar, its icons need the room: the
              name stays for screen readers. */}
          <span className="sr-only sm:not-sr-only md:sr-only lg:not-sr-only">{t('app.name')}</span>
        </Link>
        <nav aria-label={t('nav.main')} className="hidden min-w-0 flex-1 justify-center md:flex">
          <NavLinks role={user?.role ?? null} layout="bar" />
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-0.5 sm:gap-2 md:ml-0">
          {/* Nothing until the session is known, so a member never sees "Se connecter" flash. */}
          <HydrateApart>
            <BarTools user={isLoading ? null : user} />
          </HydrateApart>
          {isLoading || user ? null : (
            <div className="hidden items-center gap-2 md:flex">
              <GuestActions />
            </div>
          )}
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={t('nav.mobileMenu')}
            aria-expanded={mobileOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {mobileOpen ? (
        <nav
          id={MOBILE_MENU_ID}
          aria-label={t('nav.mobileMenu')}
          className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t bg-background px-4 pb-4 pt-2 md:hidden"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            closeMobile();
            toggleRef.current?.focus();
          }}
        >
          <NavLinks role={user?.role ?? null} layout="panel" onNavigate={closeMobile} />
          {!isLoading && !user ? (
            <div className="mt-3 grid grid-cols-2 gap-2 border-t pt-3">
              <GuestActions onNavigate={closeMobile} />
            </div>
          ) : null}
        </nav>
      ) : null}
    </header>
  );
}
