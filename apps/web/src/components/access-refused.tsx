import { PAGE_ROUTES } from '@la-meute/shared';
import { LogIn, ShieldAlert } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api/error-message';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { isApiRequestError } from '@/lib/api/api-client';

/**
 * What the server answered about access, in words ('Accès réservé à l'équipe de modération', 'Accès
 * réservé aux administrateurs') for a 403, with the sign-in link for a 401. Pages only the server may open.
 */
export function AccessRefused({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const signIn = isApiRequestError(error) && error.status === 401;
  return (
    <div role="alert" className="mt-8 flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card/70 px-6 py-10 text-center">
      <ShieldAlert aria-hidden="true" className="size-7 text-muted-foreground" />
      <p className="font-semibold">{getErrorMessage(t, error)}</p>
      {signIn ? (
        <Link to={localize(PAGE_ROUTES.auth)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <LogIn aria-hidden="true" />
          {t('nav.signIn')}
        </Link>
      ) : null}
    </div>
  );
}
