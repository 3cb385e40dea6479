import { CalendarPlus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { deferComponent, useOpenedOnce } from '@/components/ui/deferred';
import { useLocalizedPath } from '@/lib/i18n/localized-path';

// The form (Radix, zod, the schema) loads when first opened (ADR 011).
const formDialog = deferComponent(() => import('./event-form-dialog').then((module) => module.EventFormDialog));

/** SPEC §6: the 'create an event' button members see; the new event's page opens once published. */
export function CreateEventButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [open, setOpen] = useState(false);
  const wanted = useOpenedOnce(open);

  return (
    <>
      <Button onPointerEnter={() => void formDialog.preload()} onFocus={() => void formDialog.preload()} onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden="true" />
        {t('events.create.button')}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <formDialog.Component open={open} onOpenChange={setOpen} onSaved={(event) => void navigate(localize(`/events/${encodeURIComponent(event.id)}`))} />
        </Suspense>
      ) : null}
    </>
  );
}
