import { PROFILE_VISIBILITIES } from '@la-meute/shared';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { useFieldError } from '../hooks/use-field-error';
import type { ProfileFormValues } from '../lib/profile-form';
import { FormSection } from './form-section';
import { ProfileField } from './profile-field';

const SWITCHES = [
  { name: 'show_age', key: 'showAge' },
  { name: 'show_location', key: 'showLocation' },
  { name: 'allow_messages', key: 'allowMessages' },
  { name: 'show_online_status', key: 'showOnlineStatus' },
] as const;

/** SPEC §3 privacy_settings: visibility public by default, everything shown by default. */
export function PrivacySection() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<ProfileFormValues>();
  const fieldError = useFieldError(formState.errors);
  return (
    <FormSection legend={t('profileEditor.sections.privacy')}>
      <ProfileField id="profile-visibility" label={t('profileEditor.privacy.visibility')} error={fieldError('privacySettings.profile_visibility')}>
        {(control) => (
          <Select {...control} {...register('privacySettings.profile_visibility')}>
            {PROFILE_VISIBILITIES.map((value) => (
              <option key={value} value={value}>
                {t(`profileEditor.privacy.visibilities.${value}`)}
              </option>
            ))}
          </Select>
        )}
      </ProfileField>
      <div className="grid gap-3">
        {SWITCHES.map(({ name, key }) => (
          <div key={name} className="flex items-center justify-between gap-4">
            <Label htmlFor={`profile-privacy-${name}`} className="leading-snug font-normal">
              {t(`profileEditor.privacy.${key}`)}
            </Label>
            <Switch id={`profile-privacy-${name}`} {...register(`privacySettings.${name}`)} />
          </div>
        ))}
      </div>
    </FormSection>
  );
}
