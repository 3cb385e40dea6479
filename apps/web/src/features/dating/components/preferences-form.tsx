import { AGE, DATING_DISTANCES, GENDERS, type DatingPreferences, type DatingPreferencesInput, type DatingPreferencesValues } from '@la-meute/shared';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { SwitchField } from '@/components/ui/switch-field';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/api/error-message';
import { lazyZodResolver } from '@/lib/forms/lazy-form-resolver';
import { useInvalidFormToast } from '@/lib/forms/use-invalid-form-toast';
import { useDatingPreferences } from '../api/get-preferences';
import { useSaveDatingPreferences } from '../api/save-preferences';
import { InterestsField } from './interests-field';

// The schema (and zod) load on the first submission (ADR 011), like the other forms of reading pages.
const resolver = lazyZodResolver<DatingPreferencesInput, DatingPreferencesValues>(() =>
  import('@la-meute/shared').then((shared) => shared.datingPreferencesInputSchema),
);

const toNumber = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));

/** 'Préférences': who the member wants to meet, and 'Masquer mon profil des rencontres'. */
export function PreferencesForm() {
  const preferences = useDatingPreferences();
  const { t } = useTranslation();
  if (preferences.isPending) return <Spinner label={t('dating.preferences.loading')} />;
  if (preferences.isError) {
    return <LoadError title={t('dating.preferences.loadError')} onRetry={() => void preferences.refetch()} retrying={preferences.isFetching} />;
  }
  return <PreferencesFields saved={preferences.data.preferences} />;
}

function PreferencesFields({ saved }: { saved: DatingPreferences }) {
  const { t } = useTranslation();
  const save = useSaveDatingPreferences();
  const onInvalid = useInvalidFormToast('dating.preferences.invalid');
  const form = useForm<DatingPreferencesInput, unknown, DatingPreferencesValues>({ resolver, defaultValues: saved });
  const { reset } = form;
  useEffect(() => reset(saved), [saved, reset]);

  const submit = form.handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: () => toast({ title: t('dating.preferences.saved') }),
      onError: (error) => toast({ title: t('dating.preferences.saveFailed'), description: getErrorMessage(t, error), variant: 'destructive' }),
    });
  }, onInvalid);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mx-auto grid w-full max-w-xl gap-6 rounded-xl border bg-card p-5 shadow-sm">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('dating.preferences.ageRange')}</legend>
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="dating-min-age">{t('dating.preferences.minAge')}</Label>
            <Input id="dating-min-age" type="number" min={AGE.min} max={AGE.max} inputMode="numeric" {...form.register('minAge', { setValueAs: toNumber })} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="dating-max-age">{t('dating.preferences.maxAge')}</Label>
            <Input id="dating-max-age" type="number" min={AGE.min} max={AGE.max} inputMode="numeric" {...form.register('maxAge', { setValueAs: toNumber })} />
          </div>
        </div>
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('dating.preferences.genders')}</legend>
        <p className="text-sm text-muted-foreground">{t('dating.preferences.gendersHint')}</p>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {GENDERS.map((gender) => (
            <label key={gender} className="inline-flex items-center gap-2 text-sm">
              <input type="checkbox" value={gender} className="size-4 accent-primary" {...form.register('genders')} />
              {t(`dating.preferences.gender.${gender}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-1.5">
        <Label htmlFor="dating-distance">{t('dating.preferences.distance')}</Label>
        <Select id="dating-distance" {...form.register('distance')}>
          {DATING_DISTANCES.map((distance) => (
            <option key={distance} value={distance}>
              {t(`dating.preferences.distances.${distance}`)}
            </option>
          ))}
        </Select>
      </div>

      <Controller
        control={form.control}
        name="interests"
        render={({ field }) => <InterestsField value={field.value ?? []} onChange={field.onChange} />}
      />

      <SwitchField id="dating-hidden" label={t('dating.preferences.hidden')} hint={t('dating.preferences.hiddenHint')} {...form.register('hidden')} />

      <Button type="submit" disabled={save.isPending} className="justify-self-end">
        {save.isPending ? t('dating.preferences.saving') : t('dating.preferences.save')}
      </Button>
    </form>
  );
}
