import { EVENT_API, isEventFull, TOAST_DURATION_MS, type CalendarEvent } from '@la-meute/shared';
import { CalendarCheck, CalendarX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { isApiRequestError } from '@/lib/api/api-client';
import { getErrorMessage } from '@/lib/api/error-message';
import { PendingWrites } from '@/components/pending-writes';
import { useWriteNotice } from '@/lib/offline/use-replayable-mutation';
import { useOutbox } from '@/lib/offline/use-outbox';
import { useRegisterForEvent } from '../api/register-for-event';
import { useUnregisterFromEvent } from '../api/unregister-from-event';

type RegistrationButtonProps = { event: CalendarEvent; memberId: string | null };

/** SPEC §4/§8 registration: sign-in first, 'Complet' once full, and a way to give the place back. */
export function RegistrationButton({ event, memberId }: RegistrationButtonProps) {
  const { t } = useTranslation();
  const register = useRegisterForEvent(event.id);
  const noticeWrite = useWriteNotice();
  const pending = useOutbox(EVENT_API.register, memberId, event.id);
  const unregister = useUnregisterFromEvent(event.id);
  // When the page opened: an event starting while it is open is refused by the server (events.closed).
  const [openedAt] = useState(Date.now);
  const closed = event.cancelledAt !== null || new Date(event.eventDate).getTime() <= openedAt;
  const notice = (title: string, description: string) => toast({ title, description, duration: TOAST_DURATION_MS.notice });

  function handleRegister() {
    if (!memberId) {
      notice(t('events.register.signInTitle'), t('events.register.signInDescription'));
      return;
    }
    register.mutate({ memberId, preview: t('events.register.pendingPreview', { title: event.title }) }, {
      onSuccess: (result) => {
        noticeWrite(result, { title: t('events.register.successTitle'), description: t('events.register.successDescription'), duration: TOAST_DURATION_MS.notice });
      },
      onError: (error) => {
        if (isApiRequestError(error) && error.code === 'events.already_registered') {
          notice(t('events.register.alreadyTitle'), t('events.register.alreadyDescription'));
          return;
        }
        toast({ title: t('events.register.errorTitle'), description: getErrorMessage(t, error), variant: 'destructive' });
      },
    });
  }

  function handleUnregister() {
    unregister.mutate(undefined, {
      onSuccess: () => notice(t('events.register.unregisteredTitle'), t('events.register.unregisteredDescription')),
      onError: (error) => toast({ title: t('events.register.errorTitle'), description: getErrorMessage(t, error), variant: 'destructive' }),
    });
  }

  // Asked for without a network: it waits (or says why it was refused) in place of the button.
  if (pending.length > 0) return <PendingWrites entries={pending} label={t('events.register.pending')} />;
  if (event.viewerRegistered) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary">
          <CalendarCheck aria-hidden="true" className="size-4" />
          {t('events.register.registered')}
        </p>
        {closed ? null : (
          <Button variant="outline" onClick={handleUnregister} disabled={unregister.isPending}>
            <CalendarX aria-hidden="true" />
            {t('events.register.cancel')}
          </Button>
        )}
      </div>
    );
  }
  if (closed) {
    return (
      <Button disabled className="w-fit">
        {t('events.register.closed')}
      </Button>
    );
  }
  if (isEventFull(event)) {
    return (
      <Button disabled className="w-fit">
        {t('events.register.full')}
      </Button>
    );
  }
  return (
    <Button onClick={handleRegister} disabled={register.isPending} className="w-fit">
      <CalendarCheck aria-hidden="true" />
      {t('events.register.button')}
    </Button>
  );
}
