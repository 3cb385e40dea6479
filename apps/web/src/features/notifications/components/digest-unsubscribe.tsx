import { PAGE_ROUTES } from '@la-meute/shared';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/error-message';
import { useLocalizedPath } from '@/lib/localized-path';
import { useUnsubscribeDigest } from '../api/unsubscribe-digest';

/**
 * The digest mail's unsubscribe link: the token goes to the server as soon as the page opens, with
 * no sign-in (a mail's link must work as it is), and the page says what came of it.
 */
export function DigestUnsubscribe({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const unsubscribe = useUnsubscribeDigest();
  const sent = useRef(false);
  const { mutate } = unsubscribe;

  useEffect(() => {
    // Once: a second request (StrictMode's double effect) would only repeat the answer.
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  if (!token) return <Outcome ok={false} text={t('notifications.unsubscribe.missingToken')} />;
  if (unsubscribe.isError) {
    return <Outcome ok={false} title={t('notifications.unsubscribe.failed')} text={getErrorMessage(t, unsubscribe.error)} />;
  }
  if (!unsubscribe.isSuccess) return <Spinner label={t('notifications.unsubscribe.working')} />;
  return (
    <div className="grid justify-items-start gap-4">
      <Outcome ok text={t('notifications.unsubscribe.done')} />
      <Button asChild variant="outline">
        <Link to={localize(PAGE_ROUTES.profile)}>{t('notifications.unsubscribe.preferences')}</Link>
      </Button>
    </div>
  );
}

function Outcome({ ok, title, text }: { ok: boolean; title?: string; text: string }) {
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <div role={ok ? 'status' : 'alert'} className="mt-6 flex items-start gap-3 rounded-xl border bg-card p-5 shadow-sm">
      <Icon aria-hidden="true" className={ok ? 'size-6 shrink-0 text-primary' : 'size-6 shrink-0 text-destructive'} />
      <div className="grid gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        <p>{text}</p>
      </div>
    </div>
  );
}
