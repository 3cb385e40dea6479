import { LOOKING_FOR, PROFILE_LIMITS, RELATIONSHIP_STATUSES } from '@la-meute/shared';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useFieldError } from '../hooks/use-field-error';
import type { ProfileFormValues } from '../lib/profile-form';
import { emptyAsNull } from './basic-info-section';
import { FormSection } from './form-section';
import { ProfileField } from './profile-field';

/** SPEC §3 location_city, location_country. */
export function LocationSection() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<ProfileFormValues>();
  const fieldError = useFieldError(formState.errors);
  return (
    <FormSection legend={t('profileEditor.sections.location')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ProfileField id="profile-city" label={t('profileEditor.fields.city')} error={fieldError('locationCity')}>
          {(control) => <Input {...control} autoComplete="address-level2" maxLength={PROFILE_LIMITS.place} {...register('locationCity')} />}
        </ProfileField>
        <ProfileField id="profile-country" label={t('profileEditor.fields.country')} error={fieldError('locationCountry')}>
          {(control) => <Input {...control} autoComplete="country-name" maxLength={PROFILE_LIMITS.place} {...register('locationCountry')} />}
        </ProfileField>
      </div>
    </FormSection>
  );
}

/** SPEC §3 looking_for (default all) and relationship_status. */
export function PreferencesSection() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<ProfileFormValues>();
  const fieldError = useFieldError(formState.errors);
  return (
    <FormSection legend={t('profileEditor.sections.preferences')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ProfileField id="profile-looking-for" label={t('profileEditor.fields.lookingFor')} error={fieldError('lookingFor')}>
          {(control) => (
            <Select {...control} {...register('lookingFor')}>
              {LOOKING_FOR.map((value) => (
                <option key={value} value={value}>
                  {t(`profileEditor.lookingFor.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </ProfileField>
        <ProfileField id="profile-relationship" label={t('profileEditor.fields.relationshipStatus')} error={fieldError('relationshipStatus')}>
          {(control) => (
            <Select {...control} {...register('relationshipStatus', { setValueAs: emptyAsNull })}>
              <option value="">{t('profileEditor.options.unset')}</option>
              {RELATIONSHIP_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`profileEditor.relationshipStatuses.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </ProfileField>
      </div>
    </FormSection>
  );
}

/** SPEC §3 occupation and education. */
export function ProfessionalSection() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<ProfileFormValues>();
  const fieldError = useFieldError(formState.errors);
  return (
    <FormSection legend={t('profileEditor.sections.professional')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ProfileField id="profile-occupation" label={t('profileEditor.fields.occupation')} error={fieldError('occupation')}>
          {(control) => <Input {...control} autoComplete="organization-title" maxLength={PROFILE_LIMITS.work} {...register('occupation')} />}
        </ProfileField>
        <ProfileField id="profile-education" label={t('profileEditor.fields.education')} error={fieldError('education')}>
          {(control) => <Input {...control} maxLength={PROFILE_LIMITS.work} {...register('education')} />}
        </ProfileField>
      </div>
    </FormSection>
  );
}
