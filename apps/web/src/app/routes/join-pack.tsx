import { PAGE_ROUTES } from '@la-meute/shared';
import { CalendarHeart, HandHeart, MessagesSquare, Sprout, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link, Navigate } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { useSession } from '@/features/auth/api/get-session';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import type { TranslationKey } from '@/lib/i18n/i18n';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { usePageTitle } from '@/lib/i18n/use-page-title';
import { PageSpinner } from '../layout/page-spinner';

const REASONS: readonly { icon: LucideIcon; key: TranslationKey }[] = [
  { icon: MessagesSquare, key: 'joinPack.reasons.talk' },
  { icon: CalendarHeart, key: 'joinPack.reasons.meet' },
  { icon: HandHeart, key: 'joinPack.reasons.help' },
  { icon: Sprout, key: 'joinPack.reasons.grow' },
];

/** SPEC §2 /join-pack: header, the join form (the same sign-up as /auth), footer. */
export function JoinPackRoute() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { user, isLoading } = useSession();
  usePageTitle();

  if (isLoading) return <PageSpinner />;
  // Like /auth: a member has nothing to sign up for.
  if (user) return <Navigate to={localize(PAGE_ROUTES.home)} replace />;

  return (
    <>
      <div className="flex-1 bg-gradient-to-b from-secondary/70 via-background to-background">
        <div className="mx-auto grid w-full max-w-6xl items-start gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[1fr_28rem]">
          <header className="grid gap-6 lg:pt-6">
            <img src="/favicon.svg" alt="" width={64} height={64} className="size-16" />
            <h1 className="text-balance text-4xl font-extrabold tracking-tight text-primary sm:text-5xl">
              {t('pages.joinPack.title')}
            </h1>
            <p className="max-w-xl text-lg leading-relaxed text-muted-foreground">{t('joinPack.subtitle')}</p>
            <ul className="grid gap-3">
              {REASONS.map(({ icon: Icon, key }) => (
                <li key={key} className="flex items-start gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="pt-1.5">{t(key)}</span>
                </li>
              ))}
            </ul>
          </header>
          <div className="grid gap-4">
            <Card className="shadow-lg">
              <CardContent className="pt-6">
                <SignUpForm />
              </CardContent>
            </Card>
            <p className="text-center text-sm text-muted-foreground">
              {t('joinPack.signIn.prompt')}{' '}
              <Link to={localize(PAGE_ROUTES.auth)} className="font-semibold text-primary hover:underline">
                {t('joinPack.signIn.link')}
              </Link>
            </p>
          </div>
        </div>
      </div>
    </>
  );
}
