import { EMAIL_VERIFIED_QUERY } from '@la-meute/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { toast } from '@/components/ui/toast-store';

/**
 * The emailed verification link redirects to /auth?verified=1|invalid: tell the member the
 * outcome once, then drop the parameter so a reload or a shared URL does not repeat it.
 */
export function useEmailVerifiedToast(): void {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const outcome = searchParams.get(EMAIL_VERIFIED_QUERY.key);
  // StrictMode replays effects before the URL update lands; one toast per visit is enough.
  const shownFor = useRef<string | null>(null);

  useEffect(() => {
    if (outcome === null || shownFor.current === outcome) return;
    shownFor.current = outcome;
    if (outcome === EMAIL_VERIFIED_QUERY.success) {
      toast({ title: t('auth.verified.success.title'), description: t('auth.verified.success.description') });
    } else {
      toast({
        title: t('auth.verified.failure.title'),
        description: t('auth.verified.failure.description'),
        variant: 'destructive',
      });
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(EMAIL_VERIFIED_QUERY.key);
        return next;
      },
      { replace: true },
    );
  }, [outcome, setSearchParams, t]);
}
