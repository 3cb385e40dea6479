import type { CalendarEvent } from '@la-meute/shared';
import { Ban, Pencil } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { deferComponent, useOpenedOnce } from '@/components/ui/deferred';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { useCancelEvent } from '../api/cancel-event';

const formDialog = deferComponent(() => import('./event-form-dialog').then((module) => module.EventFormDialog));
const confirmDialog = deferComponent(() => import('@/components/ui/confirm-dialog').then((module) => module.ConfirmDialog));

/** The organiser edits or cancels their own event (the server checks it is theirs). */
export function OrganizerActions({ event }: { event: CalendarEvent }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const editWanted = useOpenedOnce(editing);
  const confirmWanted = useOpenedOnce(confirming);
  const cancelEvent = useCancelEvent(event.id);

  if (event.cancelledAt) return null;

  function confirmCancel() {
    cancelEvent.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: t('events.organizer.cancelled') });
      },
      onError: (error) => toast({ title: t('events.organizer.failed'), description: getErrorMessage(t, error), variant: 'destructive' }),
    });
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onPointerEnter={() => void formDialog.preload()} onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" />
        {t('events.organizer.edit')}
      </Button>
      <Button variant="outline" onPointerEnter={() => void confirmDialog.preload()} onClick={() => setConfirming(true)}>
        <Ban aria-hidden="true" />
        {t('events.organizer.cancel')}
      </Button>
      {editWanted ? (
        <Suspense fallback={null}>
          <formDialog.Component open={editing} onOpenChange={setEditing} event={event} />
        </Suspense>
      ) : null}
      {confirmWanted ? (
        <Suspense fallback={null}>
          <confirmDialog.Component
            open={confirming}
            onOpenChange={setConfirming}
            title={t('events.organizer.confirmTitle')}
            description={t('events.organizer.confirmDescription')}
            cancelLabel={t('events.organizer.keep')}
            confirmLabel={t('events.organizer.confirm')}
            onConfirm={confirmCancel}
            pending={cancelEvent.isPending}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
