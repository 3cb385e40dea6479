import { PAGE_ROUTES } from '@la-meute/shared';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { useSession } from '@/features/auth/api/get-session';
import { AuthTabs, isAuthTab, type AuthTab } from '@/features/auth/components/auth-tabs';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';
import { useEmailVerifiedToast } from '@/features/auth/hooks/use-email-verified-toast';
import { usePageTitle } from '@/lib/i18n/use-page-title';
import { PageSpinner } from '../layout/page-spinner';

// The reset email links to /auth?mode=reset-password&token=…
const RESET_PASSWORD_MODE = 'reset-password';

/** SPEC §2/§4: sign in, sign up and recovery; signed-in members are sent home. */
export function AuthRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { user, isLoading } = useSession();
  useEmailVerifiedToast();
  usePageTitle();

  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to={PAGE_ROUTES.home} replace />;

  const goHome = () => void navigate(PAGE_ROUTES.home, { replace: true });
  const requestedTab = searchParams.get('tab');
  const tab: AuthTab = isAuthTab(requestedTab) ? requestedTab : 'signin';
  // The tab lives in the URL (?tab=signup), so "Rejoindre" and shared links open the right one.
  const changeTab = (next: AuthTab) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-8 sm:py-12">
      <Link
        to={PAGE_ROUTES.home}
        className="inline-flex w-fit items-center gap-2 rounded-md text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('common.backHome')}
      </Link>
      <div className="flex flex-col items-center gap-2 text-center">
        <img src="/favicon.svg" alt="" width={56} height={56} className="size-14" />
        <h1 className="text-3xl font-bold tracking-tight text-primary">{t('auth.page.title')}</h1>
        <p className="text-muted-foreground">{t('auth.page.subtitle')}</p>
      </div>
      <Card>
        <CardContent className="pt-6">
          {searchParams.get('mode') === RESET_PASSWORD_MODE ? (
            <NewPasswordForm token={searchParams.get('token') ?? ''} onPasswordUpdated={goHome} />
          ) : (
            <AuthTabs tab={tab} onTabChange={changeTab} onSignedIn={goHome} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
