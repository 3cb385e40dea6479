import { PAGE_ROUTES } from '@la-meute/shared';
import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api/error-message';
import { useLocalizedPath } from '@/lib/i18n/localized-path';
import { useUnsubscribeDigest } from '../api/unsubscribe-digest';

/**
 * The digest mail's unsubscribe link works with no sign-in (a mail's link must work as it is), and
 * only on the member's click: mail scanners open links, some in a real browser that runs this
 * page, and must not turn anyone's digest off.
 */
export function DigestUnsubscribe({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const unsubscribe = useUnsubscribeDigest();

  if (!token) return <Outcome ok={false} text={t('notifications.unsubscribe.missingToken')} />;
  if (unsubscribe.isError) {
    return <Outcome ok={false} title={t('notifications.unsubscribe.failed')} text={getErrorMessage(t, unsubscribe.error)} />;
  }
  if (!unsubscribe.isSuccess) {
    return (
      <div className="mt-6 grid justify-items-start gap-4">
        <p>{t('notifications.unsubscribe.confirm')}</p>
        <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
          {unsubscribe.isPending ? t('notifications.unsubscribe.working') : t('notifications.unsubscribe.action')}
        </Button>
      </div>
    );
  }
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
