import type { OwnProfile, ProfileValues } from '@la-meute/shared';
import { Save } from 'lucide-react';
import { FormProvider, useForm, useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { isApiRequestError } from '@/lib/api/api-client';
import { getErrorMessage } from '@/lib/api/error-message';
import { lazyZodResolver } from '@/lib/forms/lazy-form-resolver';
import { withRenderedValues } from '@/lib/forms/rendered-values';
import { useInvalidFormToast } from '@/lib/forms/use-invalid-form-toast';
import { useOwnProfile } from '../api/get-own-profile';
import { useSaveOwnProfile } from '../api/save-own-profile';
import { formFieldOf, toFormValues, type ProfileFormValues } from '../lib/profile-form';
import { LocationSection, PreferencesSection, ProfessionalSection } from './about-sections';
import { AvatarPanel } from './avatar-panel';
import { BasicInfoSection } from './basic-info-section';
import { PrivacySection } from './privacy-section';
import { TagListField } from './tag-list-field';

// zod and the schema load with the first validation (ADR 011); the same schema checks the route.
const profileResolver = lazyZodResolver<ProfileFormValues, ProfileValues>(() =>
  import('../lib/profile-form-schema').then((module) => module.profileInputSchema),
);

type ProfileEditorProps = {
  /** After a save or a new photo: what shows the member elsewhere (the navbar's session) refreshes. */
  onProfileChanged?: () => void;
};

/** The server's refusal on the field it is about (409 username taken, or a field's issue). */
function showServerErrors(form: UseFormReturn<ProfileFormValues, unknown, ProfileValues>, error: unknown) {
  if (!isApiRequestError(error)) return;
  if (error.code === 'auth.username_taken') form.setError('username', { message: error.code }, { shouldFocus: true });
  for (const issue of error.issues) {
    const field = formFieldOf(issue.path);
    if (field) form.setError(field as FieldPath<ProfileFormValues>, { message: issue.code });
  }
}

function ProfileForm({ initial, onProfileChanged }: { initial: OwnProfile | null } & ProfileEditorProps) {
  const { t } = useTranslation();
  // The avatar lives outside the form: a new photo must not reset what is being typed.
  const avatarUrl = useOwnProfile().data?.profile?.avatarUrl ?? null;
  const save = useSaveOwnProfile();
  const onInvalid = useInvalidFormToast('profileEditor.save.invalid');
  const form = useForm<ProfileFormValues, unknown, ProfileValues>({ resolver: profileResolver, defaultValues: toFormValues(initial) });
  const [displayName, username] = useWatch({ control: form.control, name: ['displayName', 'username'] });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { profile } = await save.mutateAsync(values);
      // The form now shows what was stored (trimmed, duplicates dropped).
      form.reset(toFormValues(profile));
    } catch (error) {
      // SPEC §8: nothing typed is lost; the cause shows on its field when it has one.
      showServerErrors(form, error);
      toast({ title: t('profileEditor.save.failed'), description: getErrorMessage(t, error), variant: 'destructive' });
      return;
    }
    toast({ title: t('profileEditor.save.success') });
    onProfileChanged?.();
  }, onInvalid);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <AvatarPanel name={displayName || username || ''} avatarUrl={avatarUrl} onUploaded={onProfileChanged} />
      <FormProvider {...withRenderedValues(form)}>
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('profileEditor.formLabel')} className="grid min-w-0 gap-6">
          <BasicInfoSection />
          <LocationSection />
          <PreferencesSection />
          <TagListField name="interests" />
          <TagListField name="languages" />
          <ProfessionalSection />
          <PrivacySection />
          <div className="flex justify-end">
            <Button type="submit" size="lg" disabled={save.isPending}>
              <Save aria-hidden="true" />
              {save.isPending ? t('profileEditor.save.pending') : t('profileEditor.save.submit')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </div>
  );
}

/** SPEC §2 Profile page, the member's own editor; SPEC §8 load failure with a retry. */
export function ProfileEditor({ onProfileChanged }: ProfileEditorProps) {
  const { t } = useTranslation();
  const profile = useOwnProfile();

  if (profile.isPending) {
    return (
      <div role="status" aria-label={t('profileEditor.loading')} className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <Skeleton className="h-72 rounded-xl" />
        <Skeleton className="h-[32rem] rounded-xl" />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <LoadError
        title={t('profileEditor.loadFailed.title')}
        description={t('profileEditor.loadFailed.description')}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }
  return <ProfileForm initial={profile.data.profile} onProfileChanged={onProfileChanged} />;
}
