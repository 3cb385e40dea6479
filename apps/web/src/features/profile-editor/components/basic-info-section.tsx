import { AGE, GENDERS, PROFILE_LIMITS } from '@la-meute/shared';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useFieldError } from '../hooks/use-field-error';
import type { ProfileFormValues } from '../lib/profile-form';
import { FormSection } from './form-section';
import { ProfileField } from './profile-field';

// An empty choice is stored as null (the schema refuses an empty string for an enum).
export const emptyAsNull = (value: unknown) => (value === '' ? null : value);

/** SPEC §2/§3 basic info: username and age required (age 18–120, SPEC §5). */
export function BasicInfoSection() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<ProfileFormValues>();
  const fieldError = useFieldError(formState.errors);

  return (
    <FormSection legend={t('profileEditor.sections.basic')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ProfileField id="profile-username" label={t('profileEditor.fields.username')} error={fieldError('username')} required>
          {(control) => <Input {...control} autoComplete="username" required {...register('username')} />}
        </ProfileField>
        <ProfileField id="profile-display-name" label={t('profileEditor.fields.displayName')} error={fieldError('displayName')}>
          {(control) => <Input {...control} autoComplete="nickname" maxLength={PROFILE_LIMITS.displayName} {...register('displayName')} />}
        </ProfileField>
        <ProfileField id="profile-first-name" label={t('profileEditor.fields.firstName')} error={fieldError('firstName')}>
          {(control) => <Input {...control} autoComplete="given-name" maxLength={PROFILE_LIMITS.name} {...register('firstName')} />}
        </ProfileField>
        <ProfileField id="profile-last-name" label={t('profileEditor.fields.lastName')} error={fieldError('lastName')}>
          {(control) => <Input {...control} autoComplete="family-name" maxLength={PROFILE_LIMITS.name} {...register('lastName')} />}
        </ProfileField>
      </div>
      <ProfileField id="profile-bio" label={t('profileEditor.fields.bio')} error={fieldError('bio')}>
        {(control) => <Textarea {...control} rows={4} maxLength={PROFILE_LIMITS.bio} {...register('bio')} />}
      </ProfileField>
      <div className="grid gap-4 sm:grid-cols-2">
        <ProfileField id="profile-age" label={t('profileEditor.fields.age')} error={fieldError('age')} required>
          {/* No min/max here: the browser would block the submit silently instead of our translated error. */}
          {(control) => <Input {...control} type="number" inputMode="numeric" required placeholder={String(AGE.default)} {...register('age')} />}
        </ProfileField>
        <ProfileField id="profile-gender" label={t('profileEditor.fields.gender')} error={fieldError('gender')}>
          {(control) => (
            <Select {...control} {...register('gender', { setValueAs: emptyAsNull })}>
              <option value="">{t('profileEditor.options.unset')}</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {t(`profileEditor.genders.${gender}`)}
                </option>
              ))}
            </Select>
          )}
        </ProfileField>
      </div>
    </FormSection>
  );
}
