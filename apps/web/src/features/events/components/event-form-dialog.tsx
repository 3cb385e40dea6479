import {
  DEFAULT_EVENT_TIME_ZONE,
  EVENT_LIMITS,
  eventInputSchema,
  instantToLocalDateTime,
  type CalendarEvent,
  type EventInput,
  type EventInputValues,
} from '@la-meute/shared';
import { ImagePlus, X } from 'lucide-react';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { ApiRequestError } from '@/lib/api/api-client';
import { getErrorMessage } from '@/lib/api/error-message';
import { zodResolver } from '@/lib/forms/form-resolver';
import { exceedsMediaLimit, useUploadMedia } from '@/entities/media/api/upload-media';
import { useInvalidFormToast } from '@/lib/forms/use-invalid-form-toast';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';

// The zones members meet in most; an event's own zone is offered too when it is another.
const TIME_ZONES = [
  'Europe/Paris',
  'Europe/Brussels',
  'Europe/Zurich',
  'Europe/Luxembourg',
  'Europe/London',
  'America/Montreal',
  'America/New_York',
  'Africa/Casablanca',
  'Indian/Reunion',
  'America/Martinique',
  'Pacific/Noumea',
  'UTC',
];

const EMPTY_EVENT: EventInput = {
  title: '',
  description: '',
  startsAt: '',
  endsAt: '',
  timeZone: DEFAULT_EVENT_TIME_ZONE,
  eventType: 'in-person',
  location: '',
  venue: '',
  maxParticipants: null,
  price: '',
  tags: [],
  imageUrl: null,
};

/** An event's values as the form holds them: wall times in its own zone. */
function toFormValues(event: CalendarEvent): EventInput {
  return {
    title: event.title,
    description: event.description ?? '',
    startsAt: instantToLocalDateTime(event.eventDate, event.timeZone),
    endsAt: event.endDate ? instantToLocalDateTime(event.endDate, event.timeZone) : '',
    timeZone: event.timeZone,
    eventType: event.eventType,
    location: event.location ?? '',
    venue: event.venue ?? '',
    maxParticipants: event.maxParticipants,
    price: event.price,
    tags: event.tags,
    imageUrl: event.imageUrl,
  };
}

function Field({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type EventFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing this event; creating a new one when absent. */
  event?: CalendarEvent;
  onSaved?: (event: CalendarEvent) => void;
};

/** SPEC §6 'create an event' (and the organiser's edit): one form, the shared zod schema. */
export function EventFormDialog({ open, onOpenChange, event, onSaved }: EventFormDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent(event?.id ?? '');
  const save = event ? updateEvent : createEvent;
  const upload = useUploadMedia();
  const onInvalid = useInvalidFormToast('events.form.failed');
  const form = useForm<EventInput, unknown, EventInputValues>({
    resolver: zodResolver(eventInputSchema),
    defaultValues: event ? toFormValues(event) : EMPTY_EVENT,
  });
  const [eventType, imageUrl, timeZone] = useWatch({ control: form.control, name: ['eventType', 'imageUrl', 'timeZone'] });
  const zones = timeZone && !TIME_ZONES.includes(timeZone) ? [timeZone, ...TIME_ZONES] : TIME_ZONES;
  const busy = form.formState.isSubmitting || save.isPending || upload.isPending;

  const submit = form.handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: ({ event: saved }) => {
        toast({ title: t(event ? 'events.form.updated' : 'events.form.created'), description: saved.title });
        form.reset(event ? toFormValues(saved) : EMPTY_EVENT);
        onOpenChange(false);
        onSaved?.(saved);
      },
      onError: (error) => toast({ title: t('events.form.failed'), description: getErrorMessage(t, error), variant: 'destructive' }),
    });
  }, onInvalid);

  function handleImage(change: ChangeEvent<HTMLInputElement>) {
    const file = change.target.files?.[0];
    change.target.value = '';
    if (!file) return;
    const fail = (error: unknown) => toast({ title: t('events.form.imageFailed'), description: getErrorMessage(t, error), variant: 'destructive' });
    if (exceedsMediaLimit(file)) return fail(new ApiRequestError({ status: 413, code: 'media.too_large' }));
    upload.mutate(file, { onSuccess: (media) => form.setValue('imageUrl', media.url), onError: fail });
  }

  const field = (name: string) => `${id}-${name}`;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(event ? 'events.form.editTitle' : 'events.form.createTitle')}
      description={t('events.form.description')}
      closeLabel={t('events.form.close')}
      className="max-w-2xl"
    >
      <form onSubmit={(submitEvent) => void submit(submitEvent)} className="grid gap-4" noValidate>
        <Field id={field('title')} label={t('events.form.title')}>
          <Input id={field('title')} {...form.register('title')} maxLength={EVENT_LIMITS.title} required />
        </Field>
        <Field id={field('description')} label={t('events.form.descriptionLabel')}>
          <Textarea id={field('description')} {...form.register('description')} maxLength={EVENT_LIMITS.description} rows={4} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={field('startsAt')} label={t('events.form.startsAt')}>
            <Input id={field('startsAt')} type="datetime-local" {...form.register('startsAt')} required />
          </Field>
          <Field id={field('endsAt')} label={t('events.form.endsAt')}>
            <Input id={field('endsAt')} type="datetime-local" {...form.register('endsAt')} />
          </Field>
          <Field id={field('timeZone')} label={t('events.form.timeZone')}>
            <Select id={field('timeZone')} {...form.register('timeZone')}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={field('eventType')} label={t('events.form.eventType')}>
            <Select id={field('eventType')} {...form.register('eventType')}>
              <option value="in-person">{t('events.form.inPerson')}</option>
              <option value="online">{t('events.form.online')}</option>
            </Select>
          </Field>
          <Field id={field('location')} label={t(eventType === 'online' ? 'events.form.locationOnline' : 'events.form.location')}>
            <Input id={field('location')} {...form.register('location')} maxLength={EVENT_LIMITS.place} required={eventType !== 'online'} />
          </Field>
          <Field id={field('venue')} label={t('events.form.venue')}>
            <Input id={field('venue')} {...form.register('venue')} maxLength={EVENT_LIMITS.place} />
          </Field>
          <Field id={field('maxParticipants')} label={t('events.form.maxParticipants')} hint={t('events.form.maxParticipantsHint')}>
            <Input
              id={field('maxParticipants')}
              type="number"
              min={1}
              inputMode="numeric"
              aria-describedby={`${field('maxParticipants')}-hint`}
              {...form.register('maxParticipants', { setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value)) })}
            />
          </Field>
          <Field id={field('price')} label={t('events.form.price')} hint={t('events.form.priceHint')}>
            <Input id={field('price')} {...form.register('price')} maxLength={EVENT_LIMITS.price} aria-describedby={`${field('price')}-hint`} />
          </Field>
        </div>
        <Field id={field('tags')} label={t('events.form.tags')} hint={t('events.form.tagsHint', { count: EVENT_LIMITS.tags })}>
          <Input
            id={field('tags')}
            aria-describedby={`${field('tags')}-hint`}
            {...form.register('tags', { setValueAs: (value: unknown) => (typeof value === 'string' ? value.split(',') : value) })}
          />
        </Field>
        <div className="grid gap-1.5">
          <Label htmlFor={field('image')}>{t('events.form.image')}</Label>
          {imageUrl ? (
            <div className="flex items-center gap-3">
              <img src={imageUrl} alt="" className="h-16 w-24 rounded-md object-cover" />
              <Button variant="outline" size="sm" onClick={() => form.setValue('imageUrl', null)}>
                <X aria-hidden="true" />
                {t('events.form.imageRemove')}
              </Button>
            </div>
          ) : null}
          <div className="flex items-center gap-2 text-sm">
            <ImagePlus aria-hidden="true" className="size-4 text-primary" />
            <input id={field('image')} type="file" accept="image/*" onChange={handleImage} disabled={upload.isPending} className="text-sm" />
          </div>
          {upload.isPending ? (
            <p role="status" className="text-xs text-muted-foreground">
              {t('events.form.imageUploading', { percent: Math.round(upload.progress * 100) })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('events.form.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t(event ? 'events.form.save' : 'events.form.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
